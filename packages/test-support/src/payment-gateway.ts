import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * The payment states of GoPay's protocol that this stand-in uses (the shop's own
 * list is `paymentStates` in the API's payments/gateway.ts; production code never
 * imports this package, so the protocol's few words are repeated here).
 */
export type PaymentState = 'CREATED' | 'PAYMENT_METHOD_CHOSEN' | 'PAID' | 'CANCELED';

/**
 * A local stand-in for GoPay's REST API and hosted payment page, for
 * development (`npm run dev`) and tests (no network, no sandbox account). It
 * keeps payments in memory and accepts any client credentials.
 *
 * - POST /oauth2/token, POST /payments/payment, GET /payments/payment/{id}: the API.
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
}

export interface TestGateway {
  baseUrl: string;
  stop(): Promise<void>;
  /** Marks a payment PAID and calls its notification URL (errors reaching the shop are ignored). */
  pay(id: string): Promise<void>;
  cancel(id: string): Promise<void>;
  payments: Map<string, StoredPayment>;
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
  const tokens = new Set<string>();
  let nextId = 3000000001;
  let baseUrl = '';

  async function settle(id: string, state: PaymentState) {
    const p = payments.get(id);
    if (!p) throw new Error(`unknown payment ${id}`);
    if (p.state === 'CREATED' || p.state === 'PAYMENT_METHOD_CHOSEN') p.state = state;
    try {
      await fetch(withId(p.notificationUrl, id), { signal: AbortSignal.timeout(2000) });
    } catch {
      // The real gateway retries; here the shop may simply be unreachable (inject-only tests).
    }
    return p;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const authorized = (req: http.IncomingMessage) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return m !== null && tokens.has(m[1]!);
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
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
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
