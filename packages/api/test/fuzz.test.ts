import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { DEEP_JSON_TEXTS, anyJson, anyText, fuzzSettings, fuzzTimeoutMs, headerText, pathSegment } from '@konfety/test-support/fuzz';
import { CZ, SK, createTestApp, loginAs, type TestApp } from './support/app';
import { addVoucher, cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';
import type { OpenApiDoc } from './support/openapi';

/**
 * The API fuzz suite: every operation of the OpenAPI document, with random and hostile values for every path
 * parameter, query parameter, header (client-url, authorization, idempotency-key, cookie) and body field, must answer
 * below 500 and must not change another visitor's data (a victim's guest cart and order, created first).
 * FUZZ_RUNS cases (default 300); a failure prints fast-check's seed and path, replay with FUZZ_SEED / FUZZ_PATH.
 */

/**
 * Operations that still answer 5xx to some hostile request, each naming the finding of issue 9 a fix is under way
 * for. A 5xx from these is recorded (and printed) but does not fail the suite; anything else does. Keep it empty.
 */
const knownFailures: Array<{ method: string; path: string; finding: string }> = [];

let t: TestApp;
let doc: OpenApiDoc;
let product: PickedProduct;
let victim: { cartId: number; tempId: string; orderId: number; hash: string };
/**
 * A hash one character off the victim's. Its first character is changed to one it is not: replacing it with '0'
 * unconditionally gave the real hash back for one order in 16 (random hex), and the request then legitimately
 * reached the order (a card payment answered 503 with no gateway configured).
 */
const wrongHash = () => victim.hash.replace(/^./, victim.hash.startsWith('0') ? '1' : '0');
let attacker: { tempId: string; token: string };
let methods: Awaited<ReturnType<typeof checkoutMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 20, maxGross: 50000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  // The victim: a guest cart with an item and a voucher, and a placed order.
  const cart = await cartWith(t, product, 2);
  await addVoucher(t, CZ, cart.tempId, 'SLEVA10');
  const ordered = await cartWith(t, product, 1);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, ordered.tempId, { email: 'obet@example.com' }) });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data as { id: number; hash: string };
  victim = { cartId: cart.id, tempId: cart.tempId, orderId: order.id, hash: order.hash };
  // The attacker: a guest cart of their own (so checkouts get far) and a customer account.
  const own = await cartWith(t, product, 1);
  const auth = await loginAs(t, 'zakaznik@example.com');
  attacker = { tempId: own.tempId, token: auth.authorization.replace('Bearer ', '') };
});
afterAll(() => t?.close());

/** What belongs to the victim, as stored (without the timestamps a read may touch). */
async function victimData() {
  const [cart] = await t.db.select().from(schema.carts).where(eq(schema.carts.id, victim.cartId));
  const items = await t.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, victim.cartId)).orderBy(schema.cartItems.id);
  const vouchers = await t.db.select().from(schema.cartVouchers).where(eq(schema.cartVouchers.cartId, victim.cartId));
  const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, victim.orderId));
  const orderItems = await t.db.select().from(schema.orderItems).where(inArray(schema.orderItems.orderId, [victim.orderId])).orderBy(schema.orderItems.id);
  const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.orderId, victim.orderId));
  const { updatedAt: _u, expiresAt: _e, ...cartRest } = (cart ?? {}) as Record<string, unknown>;
  const { updatedAt: _ou, ...orderRest } = (order ?? {}) as Record<string, unknown>;
  return JSON.stringify({ cart: cartRest, items, vouchers, order: orderRest, orderItems, payments });
}

interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string }>;
  bodySchema?: unknown;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      out.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], bodySchema: content?.['application/json']?.schema });
    }
  }
  return out;
}

function resolve(node: unknown): Record<string, unknown> {
  const n = (node ?? {}) as Record<string, unknown>;
  if (typeof n.$ref === 'string') return resolve(doc.components?.schemas?.[n.$ref.replace('#/components/schemas/', '')]);
  return n;
}

/** A value for a schema node: mostly hostile, sometimes of the declared type or enum, with real ids among the numbers. */
function fromSchema(node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const n = resolve(node);
  const typed: Array<fc.Arbitrary<unknown>> = [];
  if (Array.isArray(n.enum) && n.enum.length) typed.push(fc.constantFrom(...(n.enum as unknown[])));
  for (const alt of [...((n.anyOf as unknown[]) ?? []), ...((n.oneOf as unknown[]) ?? [])]) if (depth < 4) typed.push(fromSchema(alt, depth + 1));
  if (n.type === 'object' && n.properties && depth < 4) {
    const props = Object.fromEntries(Object.entries(n.properties as Record<string, unknown>).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
    typed.push(fc.record(props, { requiredKeys: [] }));
  }
  if (n.type === 'array' && depth < 4) typed.push(fc.array(fromSchema(n.items, depth + 1), { maxLength: 3 }));
  if (n.type === 'integer' || n.type === 'number') typed.push(fc.constantFrom(product.productId, product.variantId, victim.cartId, victim.orderId, 1, 999), fc.integer({ min: -5, max: 1000 }));
  if (n.type === 'string') typed.push(fc.constantFrom(attacker.tempId, victim.tempId.replace(/.$/, '0'), 'SLEVA10', 'JEDNOU', 'obet@example.com', 'eshop'), fc.string({ maxLength: 20 }));
  if (n.type === 'boolean') typed.push(fc.boolean());
  return typed.length ? fc.oneof({ weight: 1, arbitrary: anyJson }, { weight: 2, arbitrary: fc.oneof(...typed) }) : anyJson;
}

/** A valid body per operation, mutated field by field: so hostile values reach deep code (checkout, vouchers). */
function validBody(op: Operation): Record<string, unknown> | undefined {
  const key = `${op.method} ${op.path}`;
  if (key === 'POST /api/orders') return guestOrderBody(methods, attacker.tempId, { email: 'utocnik@example.com' });
  if (key === 'PUT /api/cart/{cartId}') return { id: product.productId, variantId: product.variantId, quantity: 1, note: 'x' };
  if (key === 'POST /api/voucher/cart/add/{cartId}') return { voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: 'utocnik@example.com' };
  if (key === 'POST /api/auth/login') return { email: 'zakaznik@example.com', password: 'spatne-heslo' };
  if (key === 'POST /api/subscriber/save') return { email: 'utocnik@example.com' };
  if (key === 'POST /api/account/addresses' || key === 'PUT /api/account/addresses/{id}' || key === 'PUT /api/account/invoice-details') {
    return { name: 'Domů', firstname: 'Petr', lastname: 'Svoboda', company: 'Party Svět s.r.o.', companyId: '27596648', vatId: 'CZ27596648', street: 'Korunní 12', city: 'Praha 2', zip: '120 00', country: 'CZ', phonePrefix: '+420', phone: '602111222', email: 'utocnik@example.com' };
  }
  return undefined;
}

/** The fields of a body, nested ones as `a.b`. */
function fieldPaths(body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? [k, ...Object.keys(v).map((n) => `${k}.${n}`)] : [k]));
}

const pathValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: pathSegment },
    { weight: 2, arbitrary: fc.constantFrom(attacker.tempId, String(victim.cartId), String(victim.orderId), wrongHash(), 'cs', 'sk', 'en', '1') },
    { weight: name === 'hash' || name === 'id' ? 0 : 1, arbitrary: fc.constantFrom(String(product.productId)) },
  );

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | undefined; payload: string };

function bodyFor(op: Operation): fc.Arbitrary<Body | undefined> {
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'),
    payload: fc.constantFrom('{', '{"a":', 'null', '"x"', '[1,2', '\u0000', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', 'a=1&a=2&__proto__[x]=1', '{"email":"\\ud800"}', '{"note":"\\u0000"}', 'x'.repeat(300_000), ...DEEP_JSON_TEXTS),
  });
  const valid = validBody(op);
  const mutated: fc.Arbitrary<Body> = valid
    ? fc.dictionary(fc.constantFrom(...fieldPaths(valid), 'note', '__proto__'), anyJson, { minKeys: 0, maxKeys: 3 }).map((changes) => {
        const body = structuredClone(valid);
        for (const [k, v] of Object.entries(changes)) {
          const [a, b] = k.split('.') as [string, string | undefined];
          if (b && body[a] && typeof body[a] === 'object') (body[a] as Record<string, unknown>)[b] = v;
          else Object.defineProperty(body, a, { value: v, enumerable: true, writable: true, configurable: true });
        }
        return { kind: 'json', value: body };
      })
    : fc.constant({ kind: 'json', value: {} });
  const fromDoc = op.bodySchema ? fromSchema(op.bodySchema).map((value): Body => ({ kind: 'json', value })) : anyJson.map((value): Body => ({ kind: 'json', value }));
  return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: mutated }, { weight: 3, arbitrary: fromDoc }, { weight: 1, arbitrary: raw });
}

function requestFor(op: Operation) {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  return fc.record({
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE') }),
    path: fc.tuple(...pathParams.map((p) => pathValue(p.name))).map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i]!), op.path)),
    query: fc.array(fc.tuple(fc.constantFrom(...queryParams.map((p) => p.name), 'lang', 'x', '__proto__'), fc.oneof(anyText, fc.constantFrom('1', '0', '-1', 'cs', 'price_asc', 'true', '999999999999'))), { maxLength: 3 }),
    clientUrl: fc.oneof({ weight: 4, arbitrary: fc.constant(CZ['client-url']) }, { weight: 1, arbitrary: fc.constantFrom(SK['client-url'], undefined) }, { weight: 1, arbitrary: headerText }),
    authorization: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(`Bearer ${attacker.token}`) }, { weight: 2, arbitrary: headerText }),
    idempotencyKey: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: headerText }),
    cookie: fc.option(fc.oneof(headerText, fc.constantFrom('konfety_cart=1', `konfety_cart=${victim.tempId.slice(0, 8)}`, 'a=b; a=c', '=;;='))),
    body: bodyFor(op),
  });
}

describe('API fuzz: every operation of the OpenAPI document', () => {
  it('no operation reaches the victim’s cart or order through its ids (every operation × every victim id, as a guest and as another customer)', async () => {
    const before = await victimData();
    const ids = [String(victim.cartId), String(victim.orderId), victim.hash, wrongHash()];
    let sent = 0;
    for (const op of operations()) {
      const params = op.params.filter((p) => p.in === 'path');
      if (params.length === 0) continue;
      for (const id of ids) {
        for (const authorization of [undefined, `Bearer ${attacker.token}`]) {
          const url = params.reduce((u, p) => u.replace(`{${p.name}}`, p.name === 'hash' ? wrongHash() : id), op.path);
          const body = validBody(op);
          const res = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: { ...CZ, ...(authorization ? { authorization } : {}) },
            ...(body ? { payload: { ...body, cartId: victim.cartId } } : {}),
          });
          sent++;
          expect(res.statusCode, `${op.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(await victimData(), `the victim's data changed after ${op.method} ${url}`).toBe(before);
        }
      }
    }
    expect(sent).toBeGreaterThan(40);
  });

  it('hostile requests never answer 5xx and never change another visitor’s data', async () => {
    const before = await victimData();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(20);
    const tolerated: string[] = [];
    let cases = 0;
    const statuses = new Map<number, number>();
    const requests = fc.constantFrom(...ops).chain((op) => requestFor(op).map((r) => ({ op, ...r })));
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        cases++;
        const query = new URLSearchParams(r.query.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')])).toString();
        const headers: Record<string, string> = {};
        if (r.clientUrl !== undefined) headers['client-url'] = r.clientUrl;
        if (r.authorization !== undefined) headers.authorization = r.authorization;
        if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey;
        if (r.cookie !== null) headers.cookie = r.cookie;
        let payload: string | undefined;
        // A checkout consumes the attacker's cart: each one gets a fresh cart, so hostile values keep reaching the order code.
        if (r.body?.kind === 'json' && r.op.path === '/api/orders' && (r.body.value as { cartId?: unknown } | null)?.cartId === attacker.tempId) {
          // (Long runs place thousands of orders: the product is restocked so the fresh cart can hold it.)
          await t.db.update(schema.stock).set({ quantity: 1000 }).where(eq(schema.stock.variantId, product.variantId));
          r.body.value = { ...(r.body.value as object), cartId: (await cartWith(t, product, 1)).tempId };
        }
        if (r.body?.kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(r.body.value) ?? 'null';
        } else if (r.body?.kind === 'raw') {
          if (r.body.contentType) headers['content-type'] = r.body.contentType;
          payload = r.body.payload;
        }
        const url = `${r.path}${query ? `?${query}` : ''}`;
        const res = await t.app.inject({ method: r.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const described = `${r.method} ${url} headers=${JSON.stringify(headers)} body=${payload?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        // The test app has no payment gateway: 503 `payments_unavailable` is the documented answer of the payment calls.
        const documented = res.statusCode === 503 && (res.json() as { error?: string }).error === 'payments_unavailable';
        if (res.statusCode >= 500 && !documented) {
          const known = knownFailures.find((k) => k.method === r.op.method && k.path === r.op.path);
          if (!known) throw new Error(`5xx: ${described}`);
          tolerated.push(`${known.finding}: ${described}`);
        }
        expect(await victimData(), `the victim's data changed after ${described}`).toBe(before);
      }),
      fuzzSettings(300),
    );
    if (tolerated.length) console.warn(`known failures (${tolerated.length}):\n${tolerated.slice(0, 20).join('\n')}`);
    console.info(`API fuzz: ${cases} cases over ${ops.length} operations; answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  }, fuzzTimeoutMs(300, 20));
});
