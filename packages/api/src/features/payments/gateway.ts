/**
 * Card payments through a hosted payment page (the customer types card data
 * at the gateway, never at the shop: PCI DSS SAQ A). The protocol is GoPay's
 * REST API (doc.gopay.cz); the local test gateway (`@konfety/test-support/payment-gateway`) speaks it too.
 */
export const paymentStates = [
  'CREATED',
  'PAYMENT_METHOD_CHOSEN',
  'PAID',
  'AUTHORIZED',
  'CANCELED',
  'TIMEOUTED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentState = (typeof paymentStates)[number];

export interface CreatePaymentInput {
  orderNumber: string;
  /** Minor units (haléře, cents). */
  amountMinor: number;
  currency: string;
  description: string;
  returnUrl: string;
  notificationUrl: string;
  email: string;
}

/** How GoPay answers a refund: done, accepted (finished later, told by a notification) or refused. */
export const refundResults = ['FINISHED', 'ACCEPTED', 'FAILED'] as const;
export type RefundResult = (typeof refundResults)[number];

/**
 * GoPay's OAuth scopes: `payment-create` only founds payments (and reads them back), `payment-all` allows every API
 * operation, a refund among them (help.gopay.com "Refundace": "Token pro refundaci platby je nutné založit ve
 * scope=payment-all"). Each call asks for the least it needs; a token is kept per scope.
 */
export type TokenScope = 'payment-create' | 'payment-all';

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<{ id: string; gatewayUrl: string; state: PaymentState }>;
  getStatus(id: string): Promise<PaymentState>;
  /**
   * Refunds `amountMinor` (minor units, at most what was paid and not yet refunded) of a paid payment. Not idempotent:
   * a caller that may repeat it reads the payment's state first (REFUNDED: already done).
   */
  refundPayment(id: string, amountMinor: number): Promise<{ result: RefundResult }>;
}

export interface GoPayOptions {
  /** The API root, e.g. https://gw.sandbox.gopay.com/api */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  goid: string;
  fetch?: typeof fetch;
}

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/**
 * GoPay's error codes and names from an error answer (`{ date_issued, errors: [{ scope, field, error_code, error_name,
 * message, description }] }`), for the error's message: they name the refusal, never the customer.
 */
async function errorCodes(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { errors?: Array<{ error_code?: unknown; error_name?: unknown; field?: unknown }> };
    const codes = (body.errors ?? [])
      .map((e) => [e.error_code, e.error_name, e.field].filter((x) => typeof x === 'string' || typeof x === 'number').join(' '))
      .filter(Boolean);
    return codes.length ? ` (${codes.join('; ').slice(0, 200)})` : '';
  } catch {
    return '';
  }
}

function asState(value: unknown): PaymentState {
  if (typeof value === 'string' && (paymentStates as readonly string[]).includes(value)) return value as PaymentState;
  throw new PaymentGatewayError(`unknown payment state ${String(value)}`);
}

type Body = { json: unknown } | { form: Record<string, string> };

export function createGoPayGateway(options: GoPayOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const tokens = new Map<TokenScope, { value: string; expiresAt: number }>();

  async function accessToken(scope: TokenScope): Promise<string> {
    const token = tokens.get(scope);
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await doFetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new PaymentGatewayError(`token request (${scope}) failed: ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaymentGatewayError('token response without access_token');
    // Renew a minute early so a token never expires between check and use.
    const ttl = Math.max(0, (body.expires_in ?? 1800) - 60) * 1000;
    tokens.set(scope, { value: body.access_token, expiresAt: Date.now() + ttl });
    return body.access_token;
  }

  async function call(method: 'GET' | 'POST', path: string, scope: TokenScope, body?: Body) {
    const send = async () =>
      doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${await accessToken(scope)}`,
          ...(body === undefined ? {} : { 'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' }),
        },
        body: body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    let res = await send();
    if (res.status === 401) {
      // The gateway may have dropped the token early: fetch a new one once (a 401 was not carried out, so the call may be repeated).
      tokens.delete(scope);
      res = await send();
    }
    if (!res.ok) throw new PaymentGatewayError(`${method} ${path} failed: ${res.status}${await errorCodes(res)}`, res.status);
    return (await res.json()) as Record<string, unknown>;
  }

  return {
    async createPayment(input) {
      const body = await call('POST', '/payments/payment', 'payment-create', {
        json: {
          target: { type: 'ACCOUNT', goid: Number(options.goid) },
          amount: input.amountMinor,
          currency: input.currency,
          order_number: input.orderNumber,
          order_description: input.description,
          callback: { return_url: input.returnUrl, notification_url: input.notificationUrl },
          payer: { contact: { email: input.email } },
          lang: 'CS',
        },
      });
      if (body.id === undefined || typeof body.gw_url !== 'string') throw new PaymentGatewayError('payment response without id or gw_url');
      return { id: String(body.id), gatewayUrl: body.gw_url, state: asState(body.state) };
    },
    async getStatus(id) {
      const body = await call('GET', `/payments/payment/${encodeURIComponent(id)}`, 'payment-create');
      return asState(body.state);
    },
    async refundPayment(id, amountMinor) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new RangeError(`refund amount must be a positive whole number of minor units, not ${amountMinor}`);
      // GoPay: POST /payments/payment/{id}/refund, form body `amount` (minor units), a payment-all token; answers { id, result }.
      const body = await call('POST', `/payments/payment/${encodeURIComponent(id)}/refund`, 'payment-all', { form: { amount: String(amountMinor) } });
      const result = body.result;
      if (typeof result !== 'string' || !(refundResults as readonly string[]).includes(result)) {
        throw new PaymentGatewayError(`refund response with unknown result ${String(result)}`);
      }
      return { result: result as RefundResult };
    },
  };
}
