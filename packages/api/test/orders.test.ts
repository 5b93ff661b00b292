import { decode } from 'bysquare/pay';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { schema } from '@konfety/db';
import { convertFromCzk } from '@konfety/domain/format';
import { CZ, createTestApp, loginAs, SK, type TestApp } from './support/app';
import { address, addVoucher, cartWith, checkoutMethods, guestOrderBody, newGuestCart, pickProducts, putItem, stockOf, slovakOrderBody, type PickedProduct } from './support/fixtures';

let t: TestApp;
let cheap: PickedProduct;
let dear: PickedProduct;
let methods: Awaited<ReturnType<typeof checkoutMethods>>;
beforeAll(async () => {
  t = await createTestApp();
  [cheap] = (await pickProducts(t.db, { singleVariant: true, minStock: 6, maxGross: 40000 })) as [PickedProduct];
  [dear] = (await pickProducts(t.db, { minStock: 4, minGross: 80000 })) as [PickedProduct];
  methods = await checkoutMethods(t, CZ);
});
afterAll(() => t.close());



const place = (body: object, headers: Record<string, string> = CZ) => t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: body });

async function counts() {
  const [orders] = await t.db.select({ n: count() }).from(schema.orders);
  const [uses] = await t.db.select({ n: count() }).from(schema.voucherUses);
  return { orders: orders!.n, uses: uses!.n };
}

describe('GET /api/checkout/methods', () => {
  it('lists Czech delivery and payment methods; personal pickup allows only prepayment', () => {
    expect(methods.delivery('courier').price_vat).toBe(11900);
    const pickup = methods.delivery('branch_pickup');
    const cod = methods.payment('cash_on_delivery');
    expect(pickup.payment_ids).not.toContain(cod.id);
    expect(pickup.payment_ids).toContain(methods.payment('card').id);
    expect(methods.branches).toHaveLength(13);
  });
});

describe('POST /api/orders: a guest buys with personal pickup and QR payment', () => {
  it('places the order, takes stock at the branch, empties the cart and answers the summary with a QR payment', async () => {
    const stockBefore = await stockOf(t.db, cheap.variantId);
    const cart = await cartWith(t, cheap, 2);
    const res = await place(guestOrderBody(methods, cart.tempId, { note: 'Vyzvednu v pátek' }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.number).toMatch(/^2026\d{6}$/);
    expect(order.variable_symbol).toBe(order.number);
    expect(order.state).toBe('waiting_for_payment');
    expect(order.state_name).toBe('Čeká na platbu');
    expect(order.email).toBe('novy.zakaznik@example.com');
    expect(order.total).toBe(cheap.gross * 2);
    expect(order.items.filter((i: { kind: string }) => i.kind === 'product')).toEqual([
      expect.objectContaining({ product_id: cheap.productId, amount: 2, unit_price: cheap.gross, price_with_vat: cheap.gross * 2, tax_rate: 21 }),
    ]);
    const lineSum = order.items.reduce((s: number, i: { price_with_vat: number }) => s + i.price_with_vat, 0);
    expect(lineSum - order.discount).toBe(order.total);
    expect(order.total_without_vat + order.total_vat).toBe(order.total);
    expect(order.pickup_store).toMatchObject({ id: methods.branches[0]!.id });
    expect(order.invoice_address.zip).toBe('12000');
    expect(order.iban).toBe('CZ6508000000192000145399');
    const amount = `${Math.floor(order.total / 100)}.${String(order.total % 100).padStart(2, '0')}`;
    expect(order.qr_payment).toBe(`SPD*1.0*ACC:CZ6508000000192000145399*AM:${amount}*CC:CZK*X-VS:${order.number}*MSG:OBJEDNAVKA ${order.number}*RN:KONFETY SRO`);
    expect(order.qr_standard).toBe('spayd');

    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore - 2);
    const cartAfter = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}`, headers: CZ });
    expect(cartAfter.json().data.tempId).not.toBe(cart.tempId);

    const summary = await t.app.inject({ method: 'GET', url: `/api/orders/summary/${order.id}/${order.hash}`, headers: CZ });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual(order);
    const qr = await t.app.inject({ method: 'GET', url: order.qr_image_url, headers: CZ });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
  });

  it('keeps an attached item under its parent line in the order', async () => {
    const cart = await cartWith(t, cheap, 1);
    const parent = await putItem(t, CZ, cart.tempId, { id: cheap.productId, variantId: cheap.variantId, quantity: 1 });
    const parentItemId = parent.json().cart.items[0].id;
    expect((await putItem(t, CZ, cart.tempId, { id: dear.productId, variantId: dear.variantId, quantity: 1, parentId: parentItemId })).statusCode).toBe(200);
    const order = (await place(guestOrderBody(methods, cart.tempId))).json().data;
    const lines = await t.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    const root = lines.find((l) => l.variantId === cheap.variantId)!;
    const child = lines.find((l) => l.variantId === dear.variantId)!;
    expect(root.parentId).toBeNull();
    expect(child.parentId).toBe(root.id);
    expect(child.position).toBe(root.position + 1);
  });

  it('hides a summary behind a wrong hash exactly like a missing order', async () => {
    const cart = await cartWith(t, cheap);
    const order = (await place(guestOrderBody(methods, cart.tempId))).json().data;
    const wrong = await t.app.inject({ method: 'GET', url: `/api/orders/summary/${order.id}/${'0'.repeat(64)}`, headers: CZ });
    const missing = await t.app.inject({ method: 'GET', url: `/api/orders/summary/99999/${order.hash}`, headers: CZ });
    expect(wrong.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(wrong.json()).toEqual(missing.json());
  });

  it('numbers orders consecutively', async () => {
    const a = (await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId))).json().data;
    const b = (await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId))).json().data;
    expect(Number(b.number)).toBe(Number(a.number) + 1);
  });
});

describe('POST /api/orders on the Slovak site: a bank transfer in euros', () => {
  it('stores PAY by square for the total the summary shows in EUR, to the Slovak account, with the order number as the variable symbol', async () => {
    const sk = await checkoutMethods(t, SK);
    const [row] = await t.db.select({ translations: schema.products.translations }).from(schema.products).where(eq(schema.products.id, cheap.productId));
    const SLOVAK_NAME = 'Lacný banner na objednávke';
    await t.db.update(schema.products).set({ translations: { ...row!.translations, sk: { ...row!.translations.sk!, name: SLOVAK_NAME } } }).where(eq(schema.products.id, cheap.productId));
    onTestFinished(() => t.db.update(schema.products).set({ translations: row!.translations }).where(eq(schema.products.id, cheap.productId)).then(() => undefined));
    const cart = await cartWith(t, cheap, 3, SK);
    const res = await place(slovakOrderBody(sk, cart.tempId), SK);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.currency).toMatchObject({ code: 'EUR', decimals: 2 });
    expect(Number(order.currency.rate)).toBe(0.04);
    expect(order.iban).toBe('SK3112000000198742637541');
    // The Slovak account's number is its IBAN: not said twice.
    expect(order.bank_account).toBeNull();
    expect(order.qr_standard).toBe('pay_by_square');
    // The lines are named in the language the customer bought in.
    const [line] = order.items.filter((i: { kind: string }) => i.kind === 'product');
    expect(line.name).toBe(SLOVAK_NAME);
    // The amount the summary shows: the CZK total at the order's rate (formatCzkIn), in cents.
    const eurCents = convertFromCzk(order.total, { rate: order.currency.rate, decimals: order.currency.decimals });
    expect(eurCents).toBeLessThan(order.total);
    const [payment, ...others] = decode(order.qr_payment).payments;
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      amount: eurCents / 100,
      currencyCode: 'EUR',
      variableSymbol: order.variable_symbol,
      bankAccounts: [{ iban: 'SK3112000000198742637541' }],
      beneficiary: { name: 'KONFETY SRO' },
    });
    expect(order.variable_symbol).toBe(order.number);

    // The code is drawn from the longer Base32hex string as well.
    const qr = await t.app.inject({ method: 'GET', url: order.qr_image_url, headers: SK });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    const summary = await t.app.inject({ method: 'GET', url: `/api/orders/summary/${order.id}/${order.hash}`, headers: SK });
    expect(summary.json().data).toMatchObject({ qr_payment: order.qr_payment, qr_standard: 'pay_by_square' });
  });
});

describe('delivery price and vouchers in orders', () => {
  it('charges the courier under 1 500 Kč and delivers free from 1 500 Kč', async () => {
    const courier = methods.delivery('courier').id;
    const small = await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId, { deliveryId: courier, branchId: null }));
    expect(small.statusCode).toBe(201);
    expect(small.json().data.delivery.price_vat).toBe(11900);
    expect(small.json().data.total).toBe(cheap.gross + 11900);
    expect(small.json().data.delivery_address).toMatchObject({ street: address.street });
    const big = await place(guestOrderBody(methods, (await cartWith(t, dear, 2)).tempId, { deliveryId: courier, branchId: null }));
    expect(big.json().data.delivery.price_vat).toBe(0);
    expect(big.json().data.total).toBe(dear.gross * 2);
  });

  it('records the voucher use; the per-user limit then stops a second use by the same e-mail', async () => {
    const cart = await cartWith(t, cheap, 2);
    expect((await addVoucher(t, CZ, cart.tempId, 'JEDNOU', { guestEmail: 'jednou@example.com' })).statusCode).toBe(200);
    const res = await place(guestOrderBody(methods, cart.tempId, { email: 'jednou@example.com' }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    const discount = Math.round((cheap.gross * 2 * 15) / 100);
    expect(order.vouchers).toEqual([{ code: 'JEDNOU', discount }]);
    expect(order.total).toBe(cheap.gross * 2 - discount);
    const next = await cartWith(t, cheap);
    const again = await addVoucher(t, CZ, next.tempId, 'JEDNOU', { guestEmail: 'JEDNOU@example.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'quantity_per_user_limit', value: 1 });
  });

  it('never lets concurrent orders use a voucher more times than it has', async () => {
    await t.db.insert(schema.vouchers).values({ code: 'POSLEDNI', voucherType: 'amount', value: 1000, quantity: 1 });
    const carts = [await cartWith(t, cheap), await cartWith(t, cheap), await cartWith(t, cheap)];
    for (const c of carts) expect((await addVoucher(t, CZ, c.tempId, 'POSLEDNI')).statusCode).toBe(200);
    const before = await counts();
    const results = await Promise.all(carts.map((c) => place(guestOrderBody(methods, c.tempId))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().error).toBe('quantity');
    const [v] = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'POSLEDNI'));
    expect(v!.usedQuantity).toBe(1);
    const after = await counts();
    expect(after.orders - before.orders).toBe(1);
    expect(after.uses - before.uses).toBe(1);
  });

  it('counts an influencer commission on the use of her code', async () => {
    const cart = await cartWith(t, dear);
    await addVoucher(t, CZ, cart.tempId, 'TEREZA15');
    const order = (await place(guestOrderBody(methods, cart.tempId))).json().data;
    const [use] = await t.db.select().from(schema.voucherUses).where(eq(schema.voucherUses.orderId, order.id));
    expect(use!.commission).toBe(Math.round(((dear.gross - order.discount) * 10) / 100));
  });

  it('a logged-in customer orders from an account cart', async () => {
    const headers = await loginAs(t, 'zakaznik@example.com');
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers })).json().data;
    await putItem(t, headers, cart.id, { id: cheap.productId, variantId: cheap.variantId, quantity: 1 });
    const res = await place(guestOrderBody(methods, cart.id), headers);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().data.id));
    expect(row!.userId).not.toBeNull();
    const asGuest = await place(guestOrderBody(methods, cart.id));
    expect(asGuest.statusCode).toBe(404);
  });
});

describe('POST /api/orders: refusals write nothing', () => {
  let cartId: string;
  let stockBefore: number;
  let before: { orders: number; uses: number };
  beforeAll(async () => {
    cartId = (await cartWith(t, cheap, 1)).tempId;
    await addVoucher(t, CZ, cartId, 'SLEVA10');
  });

  async function refused(body: object) {
    stockBefore = await stockOf(t.db, cheap.variantId);
    before = await counts();
    const res = await place(body);
    expect(res.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    expect(await stockOf(t.db, cheap.variantId)).toBe(stockBefore);
    const [v] = await t.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'SLEVA10'));
    expect(v!.usedQuantity).toBe(0);
    return res.json();
  }

  it.each([
    ['no delivery', { deliveryId: null }, 'deliveryId', 'Nemáte zvolenou dopravu.'],
    ['no payment', { paymentId: null }, 'paymentId', 'Nemáte zvolenou platební metodu.'],
    ['no branch for personal pickup', { branchId: null }, 'branchId', 'Nemáte zvolené odběrové místo (pobočku).'],
    ['an unknown branch', { branchId: 424242 }, 'branchId', 'Vybraná pobočka neexistuje!'],
    ['terms not agreed', { terms: false }, 'terms', null],
  ])('%s', async (_name, extra, field, message) => {
    const body = await refused(guestOrderBody(methods, cartId, extra));
    expect(body.errors).toHaveProperty(field);
    if (message) {
      expect(body.errors[field]).toEqual([message]);
      expect(body.message).toBe(message);
    }
  });

  it('personal pickup with cash on delivery asks for prepayment', async () => {
    const body = await refused(guestOrderBody(methods, cartId, { paymentId: methods.payment('cash_on_delivery').id }));
    expect(body.errors.paymentId[0]).toMatch(/předem/);
  });

  it('a company order needs a valid IČO', async () => {
    const missing = await refused(guestOrderBody(methods, cartId, { isCompany: true, invoiceAddress: { ...address, company: 'Párty s.r.o.' } }));
    expect(missing.errors).toHaveProperty(['invoiceAddress.companyId']);
    expect(missing.message).toBe('Pro nákup na firmu vyplňte IČO.');
    const bad = await refused(guestOrderBody(methods, cartId, { isCompany: true, invoiceAddress: { ...address, company: 'Párty s.r.o.', companyId: '25596642' } }));
    expect(bad.errors['invoiceAddress.companyId']).toEqual(['Zadejte platné IČO.']);
    const ok = await place(guestOrderBody(methods, (await cartWith(t, cheap)).tempId, { isCompany: true, invoiceAddress: { ...address, company: 'Párty s.r.o.', companyId: '25596641' } }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.invoice_address.company_id).toBe('25596641');
  });

  it('the Czech shop does not ship to Slovakia', async () => {
    const body = await refused(
      guestOrderBody(methods, cartId, { deliveryId: methods.delivery('courier').id, branchId: null, deliveryAddress: { ...address, city: 'Bratislava', zip: '81101', country: 'SK' } }),
    );
    expect(body.errors['deliveryAddress.country']).toHaveLength(1);
    expect(body.message).toBe('Do vybrané země tento obchod nedoručuje.');
  });

  it('missing required fields get the Czech required message per field', async () => {
    const body = await refused(guestOrderBody(methods, cartId, { email: '', invoiceAddress: { ...address, firstname: ' ', zip: '' } }));
    expect(body.errors.email).toEqual(['Pole musí být vyplněno']);
    expect(body.errors['invoiceAddress.firstname']).toEqual(['Pole musí být vyplněno']);
    expect(body.errors['invoiceAddress.zip']).toEqual(['Pole musí být vyplněno']);
  });

  it('an empty cart cannot be ordered', async () => {
    const empty = await newGuestCart(t, CZ);
    const res = await place(guestOrderBody(methods, empty.tempId));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('cartId');
  });

  it('stock that ran out meanwhile gives 409 and no order', async () => {
    const cart = await cartWith(t, dear, 1);
    await t.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.variantId, dear.variantId));
    const res = await place(guestOrderBody(methods, cart.tempId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('out_of_stock');
    const still = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}`, headers: CZ });
    expect(still.json().data.tempId).toBe(cart.tempId);
  });
});
