import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, createTestApp, type TestApp } from './support/app';
import { addVoucher, cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';

/**
 * Issue 9 §6: a guest's once-per-customer voucher (JEDNOU: quantityPerUser 1) binds to the
 * ORDER's e-mail, normalised (domain customerIdentity), and is enforced at order placement
 * under the voucher row's lock — the e-mail typed into the voucher field does not matter.
 */

let t: TestApp;
let product: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
let jednou: number;
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 40, maxGross: 40000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
  jednou = (await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'JEDNOU')))[0]!.id;
});
afterAll(() => t.close());

const place = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: body });

/** A guest cart holding JEDNOU, entered with `voucherEmail` in the voucher field. */
async function cartWithJednou(voucherEmail: string) {
  const cart = await cartWith(t, product);
  const res = await addVoucher(t, CZ, cart.tempId, 'JEDNOU', { guestEmail: voucherEmail });
  expect(res.statusCode, res.body).toBe(200);
  return cart;
}

async function usesOf(email: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.voucherUses)
    .where(and(eq(schema.voucherUses.voucherId, jednou), eq(schema.voucherUses.email, email)));
  return row!.n;
}

describe('a guest’s once-per-customer voucher binds to the order’s e-mail', () => {
  it('a second order from the same order e-mail (other case and spaces) is refused, whatever the voucher field said', async () => {
    const first = await place(guestOrderBody(methods, (await cartWithJednou('prvni-pole@example.com')).tempId, { email: 'Opakovany.Host@Example.com' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.vouchers).toEqual([expect.objectContaining({ code: 'JEDNOU' })]);
    // The use is recorded under the normalised order e-mail, not the voucher field's.
    expect(await usesOf('opakovany.host@example.com')).toBe(1);
    expect(await usesOf('prvni-pole@example.com')).toBe(0);

    const ordersBefore = (await t.db.select({ n: count() }).from(schema.orders))[0]!.n;
    const cart = await cartWithJednou('druhe-pole@example.com');
    const second = await place(guestOrderBody(methods, cart.tempId, { email: '  OPAKOVANY.host@example.COM ' }));
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json()).toEqual({ error: 'quantity_per_user_limit', value: 1, message: expect.stringMatching(/\S/) });
    expect((await t.db.select({ n: count() }).from(schema.orders))[0]!.n).toBe(ordersBefore);
    expect(await usesOf('opakovany.host@example.com')).toBe(1);
  });

  it('another order e-mail may still use it once', async () => {
    const res = await place(guestOrderBody(methods, (await cartWithJednou('treti-pole@example.com')).tempId, { email: 'jiny.host@example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await usesOf('jiny.host@example.com')).toBe(1);
  });

  it('concurrent orders from one order e-mail with JEDNOU: exactly one gets it', async () => {
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await cartWithJednou(`pole-${i}@example.com`));
    const emails = ['soubezny@example.com', 'Soubezny@Example.com', ' SOUBEZNY@EXAMPLE.COM', 'soubezny@example.com ', 'SouBezny@example.com', 'soubezny@EXAMPLE.com'];
    const results = await Promise.all(carts.map((c, i) => place(guestOrderBody(methods, c.tempId, { email: emails[i] }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.json().error))).toEqual([201, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().error).toBe('quantity_per_user_limit');
    expect(await usesOf('soubezny@example.com')).toBe(1);
  });
});
