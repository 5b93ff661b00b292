import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * The payment states of GoPay's protocol that this stand-in uses (the shop's own
 * list is `paymentStates` in the API's payments/gateway.ts; production code never
 * imports this package, so the protocol's few words are repeated here).
 */
export type PaymentState = 'CREATED' | 'PAYMENT_METHOD_CHOSEN' | 'PAID' | 'CANCELED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

/** GoPay's token scopes: `payment-create` founds payments (and reads them back), `payment-all` may do everything. */
export type TokenScope = 'payment-create' | 'payment-all';
const scopes: readonly string[] = ['payment-create', 'payment-all'];

/**
 * A local stand-in for GoPay's REST API and hosted payment page, for
 * development (`npm run dev`) and tests (no network, no sandbox account). It
 * keeps payments in memory and accepts any client credentials.
 *
 * - POST /oauth2/token, POST /payments/payment, GET /payments/payment/{id}: the API.
 * - POST /payments/payment/{id}/refund: a form body `amount` (minor units) with a `payment-all` token; a PAID
 *   payment becomes REFUNDED (the whole amount back) or PARTIALLY_REFUNDED, answered `{ id, result: 'FINISHED' }`,
 *   and the shop is notified as GoPay does. Refusals come in GoPay's error shape (`{ date_issued, errors: [...] }`):
 *   403 for a token without the scope, 404 for an unknown payment, 409 for an amount missing, malformed or above
 *   what is left, or a payment that is not paid. (GoPay also takes a JSON body here, with EET data; this stand-in
 *   speaks only the form.)
 * - GET /gw/{id}: the hosted page with "Zaplatit" and "Zrušit" buttons.
 * - POST /gw/{id}/pay | /gw/{id}/cancel: set the state, call the shop's
 *   notification_url?id= (server to server) and redirect to return_url?id=.
 */
interface StoredPayment {
  id: string;
  state: PaymentState;
  amount: number;
  currency: string;
  orderNumber: string;
  description: string;
  returnUrl: string;
  notificationUrl: string;
  /** Minor units refunded so far. */
  refunded: number;
}

/** A refund the stand-in carried out. */
export interface TestRefund {
  id: string;
  amount: number;
}

export interface TestGateway {
  baseUrl: string;
  stop(): Promise<void>;
  /** Marks a payment PAID and calls its notification URL (errors reaching the shop are ignored). */
  pay(id: string): Promise<void>;
  cancel(id: string): Promise<void>;
  payments: Map<string, StoredPayment>;
  /** Every refund carried out, in order. */
  refunds: TestRefund[];
  /** The next `count` refund calls fail with `status` (default 500) before anything is refunded (0: none). */
  failRefunds(count: number, status?: number): void;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function withId(url: string, id: string) {
  const u = new URL(url);
  u.searchParams.set('id', id);
  return u.toString();
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestGateway(options: { port?: number; host?: string } = {}): Promise<TestGateway> {
  const host = options.host ?? '127.0.0.1';
  const payments = new Map<string, StoredPayment>();
  const refunds: TestRefund[] = [];
  /** Each token with the scope it was granted. */
  const tokens = new Map<string, TokenScope>();
  let nextId = 3000000001;
  let baseUrl = '';
  let refundFailures = { count: 0, status: 500 };

  async function notify(p: StoredPayment) {
    try {
      await fetch(withId(p.notificationUrl, p.id), { signal: AbortSignal.timeout(2000) });
    } catch {
      // The real gateway retries; here the shop may simply be unreachable (inject-only tests).
    }
  }

  async function settle(id: string, state: PaymentState) {
    const p = payments.get(id);
    if (!p) throw new Error(`unknown payment ${id}`);
    if (p.state === 'CREATED' || p.state === 'PAYMENT_METHOD_CHOSEN') p.state = state;
    await notify(p);
    return p;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  /** GoPay's error answer: one error, global or about a field. */
  const gopayError = (res: http.ServerResponse, status: number, error_code: number, error_name: string, message: string, field: string | null = null) =>
    json(res, status, { date_issued: new Date().toISOString(), errors: [{ scope: field ? 'F' : 'G', field, error_code, error_name, message, description: null }] });
  /** Whether the request bears a token this gateway granted, with `scope` when given (payment-all allows everything). */
  const authorized = (req: http.IncomingMessage, scope?: TokenScope) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const granted = m ? tokens.get(m[1]!) : undefined;
    return granted !== undefined && (scope === undefined || granted === scope || granted === 'payment-all');
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', baseUrl);
      const path = url.pathname;
      if (req.method === 'POST' && path === '/oauth2/token') {
        const body = new URLSearchParams(await readBody(req));
        if (!/^Basic .+/.test(req.headers.authorization ?? '') || body.get('grant_type') !== 'client_credentials') {
          return json(res, 401, { errors: [{ error_name: 'AUTH_WRONG_CREDENTIALS' }] });
        }
        const scope = body.get('scope') ?? '';
        if (!scopes.includes(scope)) return json(res, 400, { error: 'invalid_scope' });
        const token = randomBytes(16).toString('hex');
        tokens.set(token, scope as TokenScope);
        return json(res, 200, { token_type: 'bearer', access_token: token, expires_in: 1800 });
      }
      if (req.method === 'POST' && path === '/payments/payment') {
        if (!authorized(req)) return json(res, 403, { errors: [{ error_name: 'AUTH_WRONG_TOKEN' }] });
        const b = JSON.parse(await readBody(req)) as {
          amount: number;
          currency: string;
          order_number: string;
          order_description?: string;
          callback: { return_url: string; notification_url: string };
        };
        const id = String(nextId++);
        payments.set(id, {
          id,
          state: 'CREATED',
          amount: b.amount,
          currency: b.currency,
          orderNumber: b.order_number,
          description: b.order_description ?? '',
          returnUrl: b.callback.return_url,
          notificationUrl: b.callback.notification_url,
          refunded: 0,
        });
        return json(res, 200, { id: Number(id), state: 'CREATED', amount: b.amount, currency: b.currency, order_number: b.order_number, gw_url: `${baseUrl}/gw/${id}` });
      }
      const status = /^\/payments\/payment\/(\d+)$/.exec(path);
      if (req.method === 'GET' && status) {
        if (!authorized(req)) return json(res, 403, { errors: [{ error_name: 'AUTH_WRONG_TOKEN' }] });
        const p = payments.get(status[1]!);
        if (!p) return json(res, 404, { errors: [{ error_name: 'PAYMENT_NOT_FOUND' }] });
        return json(res, 200, { id: Number(p.id), state: p.state, amount: p.amount, currency: p.currency, order_number: p.orderNumber });
      }
      const refund = /^\/payments\/payment\/(\d+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const raw = await readBody(req);
        if (!authorized(req)) return gopayError(res, 403, 200, 'AUTH_WRONG_TOKEN', 'Neoprávněný přístup');
        if (!authorized(req, 'payment-all')) return gopayError(res, 403, 200, 'AUTH_WRONG_SCOPE', 'Token nemá oprávnění payment-all');
        if (refundFailures.count > 0) {
          refundFailures.count--;
          return gopayError(res, refundFailures.status, 100, 'SYSTEM_ERROR', 'Chyba systému');
        }
        const p = payments.get(refund[1]!);
        if (!p) return gopayError(res, 404, 304, 'PAYMENT_NOT_FOUND', 'Platba nenalezena');
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/x-www-form-urlencoded') return gopayError(res, 409, 111, 'INVALID', 'Očekáván formulář s částkou', 'amount');
        const given = new URLSearchParams(raw).get('amount');
        if (given === null || given === '') return gopayError(res, 409, 110, 'MANDATORY', 'Povinné', 'amount');
        if (!/^[1-9]\d*$/.test(given)) return gopayError(res, 409, 111, 'INVALID', 'Chybný formát', 'amount');
        const amount = Number(given);
        if (p.state !== 'PAID' && p.state !== 'PARTIALLY_REFUNDED') return gopayError(res, 409, 330, 'PAYMENT_REFUND_NOT_SUPPORTED', `Platbu ve stavu ${p.state} nelze refundovat`);
        if (amount > p.amount - p.refunded) return gopayError(res, 409, 332, 'WRONG_AMOUNT', 'Částka je vyšší než zbývá k vrácení', 'amount');
        p.refunded += amount;
        p.state = p.refunded === p.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        refunds.push({ id: p.id, amount });
        // GoPay tells the shop of the new state as of any other (not awaited: the answer does not wait for the shop).
        void notify(p);
        return json(res, 200, { id: Number(p.id), result: 'FINISHED' });
      }
      const page = /^\/gw\/(\d+)$/.exec(path);
      if (req.method === 'GET' && page) {
        const p = payments.get(page[1]!);
        if (!p) return json(res, 404, { error: 'not_found' });
        const amount = `${(p.amount / 100).toFixed(2)} ${p.currency}`;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>Testovací platební brána</title></head>
<body><h1>Testovací platební brána</h1>
<p>Objednávka ${escapeHtml(p.orderNumber)}: <strong>${escapeHtml(amount)}</strong></p>
<p>Stav: ${escapeHtml(p.state)}</p>
<form method="post" action="/gw/${p.id}/pay"><button type="submit">Zaplatit</button></form>
<form method="post" action="/gw/${p.id}/cancel"><button type="submit">Zrušit</button></form>
</body></html>`);
        return;
      }
      const action = /^\/gw\/(\d+)\/(pay|cancel)$/.exec(path);
      if (req.method === 'POST' && action) {
        await readBody(req);
        if (!payments.has(action[1]!)) return json(res, 404, { error: 'not_found' });
        const p = await settle(action[1]!, action[2] === 'pay' ? 'PAID' : 'CANCELED');
        res.writeHead(303, { location: withId(p.returnUrl, p.id) }).end();
        return;
      }
      json(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(err) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${host}:${address.port}`;

  return {
    baseUrl,
    payments,
    refunds,
    failRefunds(count, status = 500) {
      refundFailures = { count, status };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
    async pay(id) {
      await settle(id, 'PAID');
    },
    async cancel(id) {
      await settle(id, 'CANCELED');
    },
  };
}
