import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { CZ, createTestApp, loginAs, SK, type TestApp } from './support/app';

/*
 * A customer's own product reviews (features/reviews): one per customer and product, edited in place, the
 * verified-purchase badge decided by the shop from the customer's orders, SPEC §5 checks and §8 notices.
 */

let t: TestApp;
let jana: Record<string, string>;
let martin: Record<string, string>;
/** A product Jana bought (a delivered order of her account), and one nobody of the demo accounts ordered. */
let bought: number;
let notBought: number;

beforeAll(async () => {
  t = await createTestApp();
  jana = await loginAs(t, 'zakaznik@example.com');
  martin = await loginAs(t, 'vip@example.com');
  const [row] = await t.db
    .select({ productId: schema.orderItems.productId })
    .from(schema.orderItems)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
    .innerJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(and(eq(schema.users.email, 'zakaznik@example.com'), eq(schema.orders.state, 'delivered')))
    .limit(1);
  bought = row!.productId!;
  const [other] = await t.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.active, true),
        eq(schema.products.isAdult, false),
        sql`not exists (select 1 from ${schema.orderItems} i where i.product_id = ${schema.products.id})`,
      ),
    )
    .orderBy(schema.products.id)
    .limit(1);
  notBought = other!.id;
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, productId: number) => t.app.inject({ method: 'GET', url: `/api/account/reviews/${productId}`, headers });
const put = (headers: Record<string, string>, productId: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/account/reviews/${productId}`, headers, payload: payload as object });
const productPage = async (productId: number) => (await t.app.inject({ method: 'GET', url: `/api/catalog/product/${productId}`, headers: CZ })).json().data;

describe('writing a review', () => {
  it('is for logged-in customers only (401 before the body is looked at)', async () => {
    expect((await get(CZ, bought)).statusCode).toBe(401);
    const res = await put(CZ, bought, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Pro tuto akci se musíte přihlásit.');
  });

  it('answers the form’s data: the product, no review yet, and that a purchase is verified', async () => {
    const res = await get(jana, bought);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    expect(data.review).toBeNull();
    expect(data.verified_purchase).toBe(true);
    expect(data.product).toMatchObject({ id: bought, name: expect.any(String), url: expect.stringMatching(new RegExp(`^/${bought}/`)) });
    expect((await get(martin, bought)).json().data.verified_purchase).toBe(false);
  });

  it('writes a review of a bought product with the badge, shows it on the product page at once, and edits it in place', async () => {
    const before = await productPage(bought);
    const first = await put(jana, bought, { rating: 4, text: '  Krásný kostým, sedí přesně.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Hodnocení bylo odesláno.',
      data: { rating: 4, text: 'Krásný kostým, sedí přesně.', verified_purchase: true, author_name: 'Jana N.', updated_at: null },
    });
    const after = await productPage(bought);
    expect(after.reviews.count).toBe(before.reviews.count + 1);
    expect(after.reviews.latest[0]).toMatchObject({ id: first.json().data.id, author_name: 'Jana N.', verified_purchase: true, rating: 4 });

    const edited = await put(jana, bought, { rating: 5, text: 'Po oslavě: nejlepší kostým!' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: first.json().data.id, rating: 5, text: 'Po oslavě: nejlepší kostým!', updated_at: expect.any(String) });
    const rows = await t.db.select().from(schema.reviews).where(and(eq(schema.reviews.productId, bought), eq(schema.reviews.userId, (await userId('zakaznik@example.com'))!)));
    expect(rows).toHaveLength(1);
    expect((await productPage(bought)).reviews.count).toBe(before.reviews.count + 1);
    expect((await get(jana, bought)).json().data.review).toMatchObject({ rating: 5, text: 'Po oslavě: nejlepší kostým!' });
  });

  it('carries no badge for a customer who did not buy the product, and none for a cancelled order', async () => {
    const res = await put(martin, notBought, { rating: 3, text: 'Vypadá dobře, uvidíme.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ verified_purchase: false, author_name: 'Martin D.' });

    // Jana's only orders of `bought` cancelled: an edit finds no purchase any more.
    const janaId = (await userId('zakaznik@example.com'))!;
    const orders = t.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, janaId));
    const withProduct = await t.db
      .select({ id: schema.orderItems.orderId })
      .from(schema.orderItems)
      .where(and(eq(schema.orderItems.productId, bought), inArray(schema.orderItems.orderId, orders)));
    const ids = withProduct.map((r) => r.id);
    const states = await t.db.select({ id: schema.orders.id, state: schema.orders.state }).from(schema.orders).where(inArray(schema.orders.id, ids));
    await t.db.update(schema.orders).set({ state: 'cancelled' }).where(inArray(schema.orders.id, ids));
    try {
      const edited = await put(jana, bought, { rating: 5, text: 'Po oslavě: nejlepší kostým!' });
      expect(edited.json().data.verified_purchase).toBe(false);
    } finally {
      for (const s of states) await t.db.update(schema.orders).set({ state: s.state }).where(eq(schema.orders.id, s.id));
    }
    expect((await put(jana, bought, { rating: 5, text: 'Po oslavě: nejlepší kostým!' })).json().data.verified_purchase).toBe(true);
  });

  it('checks SPEC §5: every field required, 1–5 stars, per field in the site’s language', async () => {
    const empty = await put(martin, bought, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ rating: ['Pole musí být vyplněno'], text: ['Pole musí být vyplněno'] });
    for (const rating of [0, 6, 2.5, 'pět']) {
      const res = await put(martin, bought, { rating, text: 'Text' });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().errors).toEqual({ rating: ['Hodnocení musí být od 1 do 5 hvězdiček.'] });
    }
    const long = await put(martin, bought, { rating: 5, text: 'a'.repeat(2001) });
    expect(long.json().errors).toEqual({ text: [expect.stringMatching(/^Vyplňte prosím maximálně 2\s000 znaků\.$/)] });
    const sk = await put({ ...martin, ...SK }, bought, { rating: 9, text: '' });
    expect(sk.json().errors.text).toEqual(['Pole musí byť vyplnené']);
    expect(await t.db.select().from(schema.reviews).where(and(eq(schema.reviews.productId, bought), eq(schema.reviews.userId, (await userId('vip@example.com'))!)))).toEqual([]);
  });

  it('is 404 for a product the shop does not sell', async () => {
    const [inactive] = await t.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.active, false)).limit(1);
    for (const id of [inactive!.id, 99999999]) {
      expect((await get(jana, id)).statusCode).toBe(404);
      expect((await put(jana, id, { rating: 5, text: 'Text' })).statusCode).toBe(404);
    }
  });

  it('pins its statements: the form’s data in 2 besides the login, a write in 2', async () => {
    await loginAs(t, 'zakaznik@example.com');
    const read = await countQueries(t.db, () => get(jana, bought));
    const write = await countQueries(t.db, () => put(jana, bought, { rating: 5, text: 'Po oslavě: nejlepší kostým!' }));
    // One of each is the token's lookup.
    expect(read.count).toBe(3);
    expect(write.count).toBe(3);
  });
});

async function userId(email: string) {
  const [u] = await t.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return u?.id;
}
