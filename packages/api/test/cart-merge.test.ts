import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, SK, createTestApp, loginAs, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { addVoucher, cartWith, newGuestCart, pickProducts, putItem, type PickedProduct } from './support/fixtures';

/**
 * POST /api/cart/merge (issue 11 D1): at login a guest cart's lines and vouchers move into the customer's
 * active cart, in one transaction, once. Every test has its own customer, so carts never mix between tests.
 */

let t: TestApp;
let a: PickedProduct;
let b: PickedProduct;
let c: PickedProduct;
let scarce: PickedProduct;
let soldOut: PickedProduct;
let shrinking: PickedProduct;
let gone: PickedProduct;
let sizes: PickedProduct;
let passwordHash: string;
let customers = 0;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, c, scarce, soldOut, shrinking, gone] = (await pickProducts(t.db, { singleVariant: true, minStock: 10, maxGross: 50000, count: 7 })) as PickedProduct[] as [
    PickedProduct, PickedProduct, PickedProduct, PickedProduct, PickedProduct, PickedProduct, PickedProduct,
  ];
  [sizes] = (await pickProducts(t.db, { multiVariant: true, minStock: 3 })) as [PickedProduct];
  const [demo] = await t.db.select({ hash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.email, 'zakaznik@example.com'));
  passwordHash = demo!.hash;
});
afterAll(() => t.close());

interface CartJson {
  id: number;
  tempId: string | null;
  items: Array<{ id: number; quantity: number; parent_id: number | null; product: { id: number }; variant: { id: number }; children: Array<{ id: number; quantity: number; parent_id: number; variant: { id: number } }> }>;
  vouchers: Array<{ voucher_id: number; code: string; guest_email: string | null }>;
}
interface MergeJson {
  cart: CartJson;
  merged: boolean;
  notices: Array<Record<string, unknown> & { code: string; message: string }>;
}

/** A new customer (demo password) with Bearer headers; `withCart` gives them an empty account cart first. */
async function newCustomer({ withCart = true } = {}) {
  const email = `merge-${++customers}@example.com`;
  const [user] = await t.db
    .insert(schema.users)
    .values({ email, passwordHash, firstname: 'Test', lastname: `Zákazník ${customers}`, siteId: 1, scopes: ['customer'] })
    .returning({ id: schema.users.id });
  const headers = await loginAs(t, email);
  let cartId: number | null = null;
  if (withCart) {
    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create', headers });
    cartId = (created.json().data as CartJson).id;
  }
  return { userId: user!.id, email, headers, cartId };
}

const merge = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/cart/merge', headers, payload: payload as object });

async function merged(headers: Record<string, string>, tempId: string): Promise<MergeJson> {
  const res = await merge(headers, { tempId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MergeJson;
}

async function accountCarts(headers: Record<string, string>): Promise<CartJson[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers })).json().data as CartJson[];
}

async function put(headers: Record<string, string>, cartId: string | number, p: PickedProduct, quantity: number, parentId?: number) {
  const res = await putItem(t, headers, cartId, { id: p.productId, variantId: p.variantId, quantity, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cart as CartJson;
}

/** Leaves `n` pieces of the variant in stock, all at one location. */
async function setStock(variantId: number, n: number) {
  await t.db.execute(sql`update stock set quantity = case when branch_id = (select min(branch_id) from stock where variant_id = ${variantId}) then ${n}::int else 0 end
    where variant_id = ${variantId}`);
}

const cartRow = async (tempId: string) => (await t.db.select().from(schema.carts).where(eq(schema.carts.tempId, tempId)))[0];
const line = (cart: CartJson, p: PickedProduct) => cart.items.find((i) => i.variant.id === p.variantId);

describe('POST /api/cart/merge', () => {
  it('adds the guest’s lines to the active cart (same variant adds up), deletes the guest cart and keeps that cart active', async () => {
    const me = await newCustomer();
    await put(me.headers, me.cartId!, a, 1);
    const guest = await newGuestCart(t, CZ);
    await put(CZ, guest.tempId, a, 2);
    await put(CZ, guest.tempId, b, 1);

    const result = await merged(me.headers, guest.tempId);
    expect(result.merged).toBe(true);
    expect(result.notices).toEqual([]);
    expect(result.cart.id).toBe(me.cartId);
    expect(result.cart.tempId).toBeNull();
    expect(line(result.cart, a)?.quantity).toBe(3);
    expect(line(result.cart, b)?.quantity).toBe(1);
    expect(await cartRow(guest.tempId)).toBeUndefined();
    // The guest's old id now gets a fresh, empty guest cart.
    const again = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${guest.tempId}`, headers: CZ })).json().data as CartJson;
    expect(again.tempId).not.toBe(guest.tempId);
    expect(again.items).toEqual([]);
    const carts = await accountCarts(me.headers);
    expect(carts[0]!.id).toBe(me.cartId);
  });

  it('merges into the most recently changed of several account carts (SPEC §3: the first is the active one)', async () => {
    const me = await newCustomer();
    const older = me.cartId!;
    const newer = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: me.headers })).json().data as CartJson;
    t.setNow(() => new Date(TEST_NOW.getTime() + 60_000));
    try {
      await put(me.headers, older, c, 1);
      const guest = await cartWith(t, c, 2);
      const result = await merged(me.headers, guest.tempId);
      expect(result.cart.id).toBe(older);
      expect(line(result.cart, c)?.quantity).toBe(3);
      const carts = await accountCarts(me.headers);
      expect(carts.map((x) => x.id)).toEqual([older, newer.id]);
      expect(carts[1]!.items).toEqual([]);
    } finally {
      t.setNow(() => TEST_NOW);
    }
  });

  it('caps a line at the stock and says so; a sold-out line is dropped with a notice', async () => {
    await setStock(scarce.variantId, 4);
    const me = await newCustomer();
    await put(me.headers, me.cartId!, scarce, 2);
    const guest = await cartWith(t, scarce, 3);
    await put(CZ, guest.tempId, soldOut, 1);
    await setStock(soldOut.variantId, 0);

    const result = await merged(me.headers, guest.tempId);
    expect(line(result.cart, scarce)?.quantity).toBe(4);
    expect(line(result.cart, soldOut)).toBeUndefined();
    expect(result.notices).toEqual([
      expect.objectContaining({ code: 'quantity_capped', product_id: scarce.productId, variant_id: scarce.variantId, requested: 5, quantity: 4 }),
      expect.objectContaining({ code: 'item_dropped', product_id: soldOut.productId, reason: 'sold_out' }),
    ]);
    expect(result.notices[0]!.message).toMatch(/^Zboží .+ jsme v košíku omezili na 4 kusy, víc skladem nemáme\.$/);
    expect(result.notices[1]!.message).toMatch(/^Zboží .+ je vyprodané, z košíku jsme ho odebrali\.$/);
  });

  it('never lowers what the account line already holds when the stock fell under it', async () => {
    const me = await newCustomer();
    await put(me.headers, me.cartId!, shrinking, 5);
    const guest = await cartWith(t, shrinking, 2);
    await setStock(shrinking.variantId, 3);
    const result = await merged(me.headers, guest.tempId);
    expect(line(result.cart, shrinking)?.quantity).toBe(5);
    expect(result.notices).toEqual([expect.objectContaining({ code: 'quantity_capped', requested: 7, quantity: 5 })]);
  });

  it('keeps additional items under their parent: same variant under the same parent adds up, a root line of that variant stays apart', async () => {
    const me = await newCustomer();
    const mine = await put(me.headers, me.cartId!, a, 1);
    await put(me.headers, me.cartId!, b, 1, line(mine, a)!.id);

    const guest = await newGuestCart(t, CZ);
    const g = await put(CZ, guest.tempId, a, 1);
    const guestParent = line(g, a)!.id;
    await put(CZ, guest.tempId, b, 2, guestParent);
    await put(CZ, guest.tempId, c, 1, guestParent);
    await put(CZ, guest.tempId, b, 1);

    const result = await merged(me.headers, guest.tempId);
    expect(result.notices).toEqual([]);
    const parent = line(result.cart, a)!;
    expect(parent.quantity).toBe(2);
    expect(parent.children.map((ch) => [ch.variant.id, ch.quantity, ch.parent_id]).sort()).toEqual(
      [
        [b.variantId, 3, parent.id],
        [c.variantId, 1, parent.id],
      ].sort(),
    );
    expect(result.cart.items.filter((i) => i.variant.id === b.variantId)).toEqual([expect.objectContaining({ quantity: 1, parent_id: null })]);
  });

  it('drops a line whose product is gone, with its additional items, and says so for each', async () => {
    const me = await newCustomer();
    const guest = await newGuestCart(t, CZ);
    const g = await put(CZ, guest.tempId, gone, 1);
    await put(CZ, guest.tempId, a, 1, line(g, gone)!.id);
    await put(CZ, guest.tempId, sizes, 1);
    await t.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, gone.productId));
    await t.db.update(schema.variants).set({ active: false }).where(eq(schema.variants.id, sizes.variantId));

    const result = await merged(me.headers, guest.tempId);
    expect(result.cart.items).toEqual([]);
    expect(result.notices).toEqual([
      expect.objectContaining({ code: 'item_dropped', product_id: gone.productId, reason: 'unavailable', message: expect.stringMatching(/už není v nabídce/) }),
      expect.objectContaining({ code: 'item_dropped', product_id: sizes.productId, variant_id: sizes.variantId, reason: 'unavailable' }),
      expect.objectContaining({ code: 'item_dropped', product_id: a.productId, reason: 'parent_dropped', message: expect.stringMatching(/^Doplňkovou položku /) }),
    ]);
    // A product with sizes is named with its variant.
    expect(result.notices[1]!.name).toMatch(/\(.+\)$/);
    expect(await cartRow(guest.tempId)).toBeUndefined();
  });

  it('checks the guest’s vouchers again with the customer’s identity: keeps what applies, drops a per-user voucher already used', async () => {
    const me = await newCustomer();
    const [jednou] = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'JEDNOU'));
    await t.db.insert(schema.voucherUses).values({ voucherId: jednou!.id, orderId: 0, userId: me.userId, email: me.email, discount: 100 });
    await put(me.headers, me.cartId!, a, 1);
    expect((await addVoucher(t, me.headers, me.cartId!, 'TEREZA15')).statusCode).toBe(200);

    const guest = await cartWith(t, b, 1);
    // The guest's e-mail is not the customer's, so the guest could still add the once-per-customer code.
    for (const [code, extra] of [['JEDNOU', { guestEmail: 'jiny-host@example.com' }], ['SLEVA10', {}], ['TEREZA15', {}]] as const) {
      const res = await addVoucher(t, CZ, guest.tempId, code, extra);
      expect(res.statusCode, res.body).toBe(200);
    }
    const result = await merged(me.headers, guest.tempId);
    expect(result.cart.vouchers.map((v) => v.code)).toEqual(['TEREZA15', 'SLEVA10']);
    expect(result.cart.vouchers.every((v) => v.guest_email === null)).toBe(true);
    expect(result.notices).toEqual([
      {
        code: 'voucher_dropped',
        voucher_code: 'JEDNOU',
        error: 'quantity_per_user_limit',
        value: 1,
        message: 'Slevový kód JEDNOU už nelze uplatnit, z košíku jsme ho odebrali. Tento slevový kód nelze použít více než 1x.',
      },
    ]);
  });

  it('drops a per-user voucher the customer holds in another of their carts (user_check)', async () => {
    const me = await newCustomer();
    await put(me.headers, me.cartId!, a, 1);
    expect((await addVoucher(t, me.headers, me.cartId!, 'JEDNOU')).statusCode).toBe(200);
    // A newer cart (same moment, higher id) is the active one; JEDNOU stays in the first.
    const active = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: me.headers })).json().data as CartJson;
    const guest = await cartWith(t, b, 1);
    expect((await addVoucher(t, CZ, guest.tempId, 'JEDNOU', { guestEmail: 'host@example.com' })).statusCode).toBe(200);
    const result = await merged(me.headers, guest.tempId);
    expect(result.cart.id).toBe(active.id);
    expect(result.cart.vouchers).toEqual([]);
    expect(result.notices).toEqual([expect.objectContaining({ code: 'voucher_dropped', voucher_code: 'JEDNOU', error: 'user_check' })]);
  });

  it('creates a cart for a customer who has none (SPEC §4)', async () => {
    const me = await newCustomer({ withCart: false });
    expect(await accountCarts(me.headers)).toEqual([]);
    const guest = await cartWith(t, a, 2);
    const result = await merged(me.headers, guest.tempId);
    expect(result.merged).toBe(true);
    expect(line(result.cart, a)?.quantity).toBe(2);
    const carts = await accountCarts(me.headers);
    expect(carts.map((x) => x.id)).toEqual([result.cart.id]);
  });

  it('is idempotent: the same guest cart merged twice, or twice at once, adds its pieces once', async () => {
    const me = await newCustomer();
    const guest = await cartWith(t, a, 2);
    const first = await merged(me.headers, guest.tempId);
    const second = await merged(me.headers, guest.tempId);
    expect(first.merged).toBe(true);
    expect(second).toMatchObject({ merged: false, notices: [], cart: { id: me.cartId } });
    expect(line(second.cart, a)?.quantity).toBe(2);

    const twice = await cartWith(t, b, 3);
    const [x, y] = await Promise.all([merge(me.headers, { tempId: twice.tempId }), merge(me.headers, { tempId: twice.tempId })]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect([x.json().data.merged, y.json().data.merged].sort()).toEqual([false, true]);
    const [cart] = await accountCarts(me.headers);
    expect(line(cart!, b)?.quantity).toBe(3);
    expect(line(cart!, a)?.quantity).toBe(2);
  });

  it('moves only the named guest cart: an unknown id, a cart already merged by someone else or another site’s cart move nothing', async () => {
    const victim = await newCustomer();
    await put(victim.headers, victim.cartId!, c, 1);
    const victimGuest = await cartWith(t, a, 1);
    expect((await merged(victim.headers, victimGuest.tempId)).merged).toBe(true);
    const bystander = await cartWith(t, b, 2);
    const slovak = await newGuestCart(t, SK);
    await put(SK, slovak.tempId, a, 1);

    const attacker = await newCustomer();
    for (const tempId of [randomUUID(), victimGuest.tempId, slovak.tempId]) {
      const result = await merged(attacker.headers, tempId);
      expect(result).toMatchObject({ merged: false, notices: [], cart: { id: attacker.cartId, items: [] } });
    }
    const [victimCart] = await accountCarts(victim.headers);
    expect(victimCart!.items.map((i) => [i.variant.id, i.quantity]).sort()).toEqual([
      [a.variantId, 1],
      [c.variantId, 1],
    ].sort());
    const stillThere = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${bystander.tempId}`, headers: CZ })).json().data as CartJson;
    expect(stillThere).toMatchObject({ tempId: bystander.tempId, items: [expect.objectContaining({ quantity: 2 })] });
    expect(await cartRow(slovak.tempId)).toBeDefined();
  });

  it('answers 401 without a valid Bearer token (none, or one revoked by logout)', async () => {
    const guest = await cartWith(t, a, 1);
    expect((await merge(CZ, { tempId: guest.tempId })).statusCode).toBe(401);
    const headers = await loginAs(t, 'vip@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const revoked = await merge(headers, { tempId: guest.tempId });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ error: 'unauthorized' });
    expect((await cartRow(guest.tempId))).toBeDefined();
  });

  it('answers 422 with a per-field Czech message for a missing or malformed tempId (an account cart id is no guest cart id)', async () => {
    const me = await newCustomer();
    const missing = await merge(me.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.tempId).toEqual(['Pole musí být vyplněno']);
    for (const tempId of [me.cartId, String(me.cartId), 'x'.repeat(5000), null]) {
      const res = await merge(me.headers, { tempId });
      expect(res.statusCode, JSON.stringify(tempId)).toBe(422);
      expect(res.json().errors).toHaveProperty('tempId');
    }
  });
});
