import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, DEEP_JSON_TEXTS, fuzzSettings, fuzzTimeoutMs, headerText, rawRequest } from '@konfety/test-support/fuzz';
import { actionPaths } from '../../app/routing/route-names';
import { api, baseUrl, useDatabase } from './support';

/**
 * The storefront fuzz suite: every form action under /_/ (actionPaths), posted with random and hostile fields, body
 * types, methods, headers (Origin, Sec-Fetch-Site, client-url, authorization) and cookies, must answer below 500 and
 * must not change another visitor's data (a victim's guest cart and order, created first). Plain HTTP against the
 * shop of this project's global setup; FUZZ_RUNS cases (default 100), replay a failure with FUZZ_SEED / FUZZ_PATH.
 */

/**
 * Actions that still answer 5xx to some hostile request, each naming the finding of issue 9 a fix is under way for.
 * A 5xx from these is printed but does not fail the suite. Keep it empty.
 */
const knownFailures: Array<{ path: string; finding: string }> = [];

const db = useDatabase();

/** Field names the shop's forms use (a few unknown ones too). */
const FIELDS = ['intent', 'productId', 'variantId', 'quantity', 'note', 'giftId', 'voucherCode', 'voucherId', 'guestEmail', 'email', 'password', 'redirectTo', 'currency', 'locale', 'mode', 'deliveryId', 'paymentId', 'branchId', 'pickupPoint', 'phonePrefix', 'phone', 'terms', 'newsletter', 'isCompany', 'differentDelivery', 'idempotencyKey', 'firstname', 'lastname', 'street', 'city', 'zip', 'country', 'cartId', 'captcha_token', '_fetcher', '__proto__', 'x'];

const fieldValue = fc.oneof(anyText, fc.constantFrom('1', '0', '-1', '2', 'add', 'remove', 'update', 'check', 'SLEVA10', 'JEDNOU', 'CZK', 'EUR', 'cs', 'on', 'true', '/', '/kosik', 'obet@example.com'));

type Body = { type: 'form'; fields: Array<[string, string]> } | { type: 'multipart'; fields: Array<[string, string]> } | { type: 'raw'; contentType: string | undefined; payload: string };

const bodies: fc.Arbitrary<Body | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: fc.record({ type: fc.constant('form' as const), fields: fc.array(fc.tuple(fc.constantFrom(...FIELDS), fieldValue), { maxLength: 8 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('multipart' as const), fields: fc.array(fc.tuple(fc.constantFrom(...FIELDS), fieldValue), { maxLength: 5 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('raw' as const),
      contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/xml'),
      payload: fc.constantFrom('{"productId":1,"quantity":1}', '{', 'null', '[]', 'intent=add&quantity=1', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', '%', 'a=%ZZ', `note=${'x'.repeat(1_100_000)}`, ...DEEP_JSON_TEXTS),
    }),
  },
);

describe('storefront fuzz: every form action under /_/', () => {
  it('hostile requests never answer 5xx and never change another visitor’s data', async () => {
    const base = baseUrl();
    // The victim: a guest cart with an item and a voucher, and a placed order.
    const methods = (await api<{ data: { delivery: Array<{ id: number; kind: string }>; payment: Array<{ id: number; kind: string }>; branches: Array<{ id: number }> } }>('/checkout/methods')).body.data;
    const products = await db.query<{ product_id: number; variant_id: number }>(
      `select v.product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
       where p.active and v.active and not p.is_adult and (select coalesce(sum(quantity), 0) from stock s where s.variant_id = v.id) > 20
         and (select count(*) from variants v2 where v2.product_id = p.id and v2.active) = 1 order by v.id limit 1`,
    );
    const product = products[0]!;
    const guestCart = async () => {
      const cart = (await api<{ data: { id: number; tempId: string } }>('/cart/anonymous/cs/0')).body.data;
      expect((await api(`/cart/${cart.tempId}`, { method: 'PUT', body: { id: product.product_id, variantId: product.variant_id, quantity: 2 } })).status).toBe(200);
      return cart;
    };
    const victimCart = await guestCart();
    expect((await api(`/voucher/cart/add/${victimCart.tempId}`, { method: 'POST', body: { voucherCode: 'SLEVA10', serviceType: 'eshop' } })).status).toBe(200);
    const ordered = await guestCart();
    const placed = await api<{ data: { id: number } }>('/orders', {
      method: 'POST',
      body: {
        cartId: ordered.tempId,
        deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
        paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
        branchId: methods.branches[0]!.id,
        email: 'obet@example.com',
        phonePrefix: '+420',
        phone: '602111222',
        invoiceAddress: { firstname: 'Petr', lastname: 'Svoboda', street: 'Korunní 12', city: 'Praha 2', zip: '120 00', country: 'CZ' },
        terms: true,
      },
    });
    expect(placed.status).toBe(201);
    const victimData = async () =>
      JSON.stringify(
        await db.query(
          `select (select jsonb_agg(to_jsonb(i) - 'updated_at' order by i.id) from cart_items i where i.cart_id = $1) as items,
                  (select jsonb_agg(to_jsonb(v) order by to_jsonb(v)::text) from cart_vouchers v where v.cart_id = $1) as vouchers,
                  (select to_jsonb(o) - 'updated_at' from orders o where o.id = $2) as "order",
                  (select jsonb_agg(to_jsonb(oi) order by oi.id) from order_items oi where oi.order_id = $2) as order_items`,
          [victimCart.id, placed.body.data.id],
        ),
      );
    const before = await victimData();
    // The attacker's own guest cart, whose id the fuzzer may put into cookies.
    const own = await guestCart();

    const requests = fc.record({
      path: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...Object.values(actionPaths)) }, { weight: 1, arbitrary: fc.constantFrom(...Object.values(actionPaths)).map((p) => `${p}/`) }),
      query: fc.option(fc.constantFrom('?index', '?redirectTo=%09/evil.example', '?_data=routes%2Froot', '?x=%00', '?redirectTo=//evil.example')),
      method: fc.oneof({ weight: 8, arbitrary: fc.constant('POST') }, { weight: 2, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE') }),
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant(base) }, { weight: 1, arbitrary: fc.constantFrom(undefined, 'https://evil.example', 'null') }, { weight: 1, arbitrary: headerText }),
      secFetchSite: fc.oneof({ weight: 3, arbitrary: fc.constant('same-origin') }, { weight: 2, arbitrary: fc.constantFrom(null, 'same-site', 'cross-site', 'none', 'garbage') }),
      authorization: fc.option(headerText),
      clientUrl: fc.option(headerText),
      cookie: fc.option(
        fc.oneof(
          headerText,
          fc.constantFrom(`konfety_cart=${own.tempId}`, 'konfety_cart=1', `konfety_cart=${victimCart.id}`, 'konfety_token=eyJ4Ijox', 'konfety_token=%00', 'konfety_currency=XXX', 'konfety_locale=xx', 'konfety_flash=%7B', 'a=b; a=c'),
        ),
      ),
      body: bodies,
    });

    let cases = 0;
    const statuses = new Map<number, number>();
    const tolerated: string[] = [];
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        cases++;
        const headers: Record<string, string> = {};
        if (r.origin !== undefined) headers.origin = r.origin;
        if (r.secFetchSite !== null) headers['sec-fetch-site'] = r.secFetchSite;
        if (r.authorization !== null) headers.authorization = r.authorization;
        if (r.clientUrl !== null) headers['client-url'] = r.clientUrl;
        if (r.cookie !== null) headers.cookie = r.cookie;
        let body: string | Buffer | undefined;
        const canHaveBody = !['GET', 'HEAD'].includes(r.method);
        if (canHaveBody && r.body?.type === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = new URLSearchParams(r.body.fields.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')])).toString();
        } else if (canHaveBody && r.body?.type === 'multipart') {
          const form = new FormData();
          for (const [k, v] of r.body.fields) form.append(k, v);
          const encoded = new Request(base, { method: 'POST', body: form });
          headers['content-type'] = encoded.headers.get('content-type')!;
          body = Buffer.from(await encoded.arrayBuffer());
        } else if (canHaveBody && r.body?.type === 'raw') {
          if (r.body.contentType) headers['content-type'] = r.body.contentType;
          body = r.body.payload;
        }
        const url = `${base}${r.path}${r.query ?? ''}`;
        const res = await rawRequest(url, { method: r.method, headers, body });
        const text = res.text;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const described = `${r.method} ${r.path}${r.query ?? ''} headers=${JSON.stringify(headers)} body=${body?.toString().slice(0, 300)} → ${res.status} ${text.slice(0, 200)}`;
        if (res.status >= 500) {
          const known = knownFailures.find((k) => k.path === r.path);
          if (!known) throw new Error(`5xx: ${described}`);
          tolerated.push(`${known.finding}: ${described}`);
        }
        expect(await victimData(), `the victim's data changed after ${described}`).toBe(before);
      }),
      fuzzSettings(100),
    );
    if (tolerated.length) console.warn(`known failures (${tolerated.length}):\n${tolerated.slice(0, 20).join('\n')}`);
    console.info(`storefront fuzz: ${cases} cases over ${Object.keys(actionPaths).length} actions; answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  }, fuzzTimeoutMs(100, 200));
});
