import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { ApiError } from '../src/errors';
import { placeOrder } from '../src/features/checkout/place-order';
import { checkoutMethods } from '../src/features/checkout/methods';
import { createCart, setCartItem } from '../src/features/carts/service';
import { ownedCart } from '../src/features/carts/access';
import { GUEST, type CustomerActor, type ShopContext } from '../src/shop-context';
import { loadSites } from '../src/sites';
import { createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { address, pickProducts, stockOf, type PickedProduct } from './support/fixtures';

/**
 * The services called as a back-office action or a job would call them: a
 * ShopContext built by hand, no HTTP request, results read from the database.
 */
let t: TestApp;
let guest: ShopContext;
let product: PickedProduct;
beforeAll(async () => {
  t = await createTestApp();
  const site = (await loadSites(t.db)).find((s) => s.url === TEST_SITES.cz.url)!;
  guest = { db: t.db, site, locale: site.locale, now: TEST_NOW, actor: GUEST };
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 3 })) as [PickedProduct];
});
afterAll(() => t.close());

const customer = (userId: number, email: string): CustomerActor => ({ kind: 'customer', userId, email, groupDiscountBp: 0 });

describe('cart service without HTTP', () => {
  it('creates a guest cart and sets a line in it, written to the database', async () => {
    const cart = await createCart(guest);
    expect(cart.tempId).toMatch(/^[0-9a-f-]{36}$/);
    const change = await setCartItem(guest, cart.tempId!, { id: product.productId, quantity: 2 });
    expect(change).toMatchObject({ quantity: 2, original_quantity: 0, variant: { id: product.variantId } });
    const lines = await t.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id));
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([[product.variantId, 2]]);
    const [row] = await t.db.select().from(schema.carts).where(eq(schema.carts.id, cart.id));
    expect(row!.updatedAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('refuses more pieces than are in stock with a field error, and writes nothing', async () => {
    const cart = await createCart(guest);
    const error = await setCartItem(guest, cart.tempId!, { id: product.productId, quantity: product.stock + 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 422, code: 'validation', details: { errors: { quantity: [expect.any(String)] } } });
    expect(await t.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id))).toEqual([]);
  });

  it("reaches an account cart only as its customer: a guest or another customer gets 404", async () => {
    const users = await t.db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).limit(2);
    const [owner, other] = users.map((u) => ({ ...guest, actor: customer(u.id, u.email) })) as [ShopContext, ShopContext];
    const cart = await createCart(owner);
    expect(cart.tempId).toBeNull();
    expect((await ownedCart(owner, cart.id)).id).toBe(cart.id);
    for (const stranger of [guest, other]) {
      await expect(ownedCart(stranger, cart.id)).rejects.toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });
});

describe('order placement without HTTP', () => {
  it('turns a guest cart into an order in one transaction: order rows written, stock taken, cart gone', async () => {
    const cart = await createCart(guest);
    await setCartItem(guest, cart.tempId!, { id: product.productId, quantity: 1 });
    const before = await stockOf(t.db, product.variantId);
    const methods = await checkoutMethods(guest, { apiKey: null, widgetUrl: null });
    const body = {
      cartId: cart.tempId!,
      deliveryId: methods.delivery.find((d) => d.kind === 'branch_pickup')!.id,
      paymentId: methods.payment.find((p) => p.kind === 'bank_transfer')!.id,
      branchId: methods.branches[0]!.id,
      email: 'Sluzba@Example.com',
      phonePrefix: '+420' as const,
      phone: '602111222',
      isCompany: false,
      invoiceAddress: { ...address, company: null, companyId: null, vatId: null },
      note: null,
      newsletter: false,
      terms: true,
    };
    const { order, created } = await placeOrder(guest, body, { recipientName: 'Konfety', idempotencyKey: 'service-test-1' });
    expect(created).toBe(true);
    expect(order).toMatchObject({ siteId: guest.site.id, userId: null, email: 'sluzba@example.com', state: 'waiting_for_payment' });
    const items = await t.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(items.filter((i) => i.kind === 'product').map((i) => [i.variantId, i.quantity])).toEqual([[product.variantId, 1]]);
    expect(await stockOf(t.db, product.variantId)).toBe(before - 1);
    expect(await t.db.select().from(schema.carts).where(eq(schema.carts.id, cart.id))).toEqual([]);

    // The same idempotency key answers the order already placed, and writes nothing more.
    const again = await placeOrder(guest, body, { recipientName: 'Konfety', idempotencyKey: 'service-test-1' });
    expect(again).toMatchObject({ created: false, order: { id: order.id } });
    expect(await stockOf(t.db, product.variantId)).toBe(before - 1);
  });
});
