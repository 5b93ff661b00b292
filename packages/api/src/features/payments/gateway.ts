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

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<{ id: string; gatewayUrl: string; state: PaymentState }>;
  getStatus(id: string): Promise<PaymentState>;
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

function asState(value: unknown): PaymentState {
  if (typeof value === 'string' && (paymentStates as readonly string[]).includes(value)) return value as PaymentState;
  throw new PaymentGatewayError(`unknown payment state ${String(value)}`);
}

export function createGoPayGateway(options: GoPayOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await doFetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=payment-create',
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new PaymentGatewayError(`token request failed: ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaymentGatewayError('token response without access_token');
    // Renew a minute early so a token never expires between check and use.
    const ttl = Math.max(0, (body.expires_in ?? 1800) - 60) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + ttl };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown) {
    const send = async () =>
      doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${await accessToken()}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(15_000),
      });
    let res = await send();
    if (res.status === 401) {
      // The gateway may have dropped the token early: fetch a new one once.
      token = null;
      res = await send();
    }
    if (!res.ok) throw new PaymentGatewayError(`${method} ${path} failed: ${res.status}`, res.status);
    return (await res.json()) as Record<string, unknown>;
  }

  return {
    async createPayment(input) {
      const body = await call('POST', '/payments/payment', {
        target: { type: 'ACCOUNT', goid: Number(options.goid) },
        amount: input.amountMinor,
        currency: input.currency,
        order_number: input.orderNumber,
        order_description: input.description,
        callback: { return_url: input.returnUrl, notification_url: input.notificationUrl },
        payer: { contact: { email: input.email } },
        lang: 'CS',
      });
      if (body.id === undefined || typeof body.gw_url !== 'string') throw new PaymentGatewayError('payment response without id or gw_url');
      return { id: String(body.id), gatewayUrl: body.gw_url, state: asState(body.state) };
    },
    async getStatus(id) {
      const body = await call('GET', `/payments/payment/${encodeURIComponent(id)}`);
      return asState(body.state);
    },
  };
}
