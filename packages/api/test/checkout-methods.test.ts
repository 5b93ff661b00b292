import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { CZ, SK, createTestApp, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';

interface Gift {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  variant_name: string;
  image: string | null;
  min_total: number;
}

let t: TestApp;
let goods: PickedProduct;
let giftProduct: PickedProduct;
let soldOut: PickedProduct;
let czSiteId: number;
let skSiteId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { PACKETA_API_KEY: 'test-key', PACKETA_WIDGET_URL: 'http://127.0.0.1:9/library.js' } });
  [goods, giftProduct] = (await pickProducts(t.db, { singleVariant: true, minStock: 3, maxGross: 40000, count: 2 })) as [PickedProduct, PickedProduct];
  [soldOut] = (await pickProducts(t.db, { outOfStock: true })) as [PickedProduct];
  const sites = await t.db.select({ id: schema.sites.id, code: schema.sites.code }).from(schema.sites);
  czSiteId = sites.find((s) => s.code === 'cz')!.id;
  skSiteId = sites.find((s) => s.code === 'sk')!.id;
  // The test's own gifts replace the demo shop's, so the expected lists are exactly these.
  await t.db.delete(schema.gifts);
  await t.db.insert(schema.gifts).values([
    { siteId: czSiteId, variantId: giftProduct.variantId, minTotal: 50000 },
    { siteId: czSiteId, variantId: goods.variantId, minTotal: 10000 },
    // Not offered: inactive, out of stock, another site's.
    { siteId: czSiteId, variantId: goods.variantId, minTotal: 100, active: false },
    { siteId: czSiteId, variantId: soldOut.variantId, minTotal: 100 },
    { siteId: skSiteId, variantId: goods.variantId, minTotal: 100 },
  ]);
});
afterAll(() => t.close());

const methodsData = async (headers = CZ) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/checkout/methods', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { gifts: Gift[]; packeta_api_key: string | null; ships_to: string; delivery: Array<{ kind: string; widget_url: string | null }> };
};

describe('GET /api/checkout/methods: gifts', () => {
  it("lists the site's active gifts in stock, cheapest threshold first, with the product's name and image", async () => {
    const { gifts } = await methodsData();
    expect(gifts.map((g) => [g.variant_id, g.min_total])).toEqual([
      [goods.variantId, 10000],
      [giftProduct.variantId, 50000],
    ]);
    const [product] = await t.db.select().from(schema.products).where(eq(schema.products.id, giftProduct.productId));
    expect(gifts[1]).toMatchObject({ product_id: giftProduct.productId, name: product!.name, image: product!.mainImage });
    expect(typeof gifts[1]!.variant_name).toBe('string');
  });

  it('answers only the gifts of the requested site', async () => {
    const { gifts } = await methodsData(SK);
    expect(gifts.map((g) => g.min_total)).toEqual([100]);
  });

  it('an order may take a listed gift once the goods reach its threshold, and not before', async () => {
    const methods = await checkoutMethods(t, CZ);
    const { gifts } = await methodsData();
    const dearGift = gifts.find((g) => g.min_total === 50000)!;
    const small = await cartWith(t, goods, 1);
    const refused = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, small.tempId, { giftId: dearGift.id }) });
    expect(goods.gross).toBeLessThan(50000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.giftId).toEqual(['Vyberte prosím jednu z nabízených možností.']);

    const cheapGift = gifts.find((g) => g.min_total === 10000)!;
    const quantity = Math.ceil(10000 / goods.gross);
    const enough = await cartWith(t, goods, quantity);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, enough.tempId, { giftId: cheapGift.id }) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.gifts).toEqual([expect.objectContaining({ kind: 'gift', variant_id: goods.variantId, amount: 1, price_with_vat: 0 })]);
  });

  it('refuses, like an unknown one, a gift the cart page does not offer (sold out, inactive, another site’s)', async () => {
    const methods = await checkoutMethods(t, CZ);
    const offered = new Set((await methodsData()).gifts.map((g) => g.id));
    const hidden = (await t.db.select({ id: schema.gifts.id }).from(schema.gifts)).map((g) => g.id).filter((id) => !offered.has(id));
    expect(hidden).toHaveLength(3);
    for (const giftId of [...hidden, 2147483647]) {
      const cart = await cartWith(t, goods, Math.ceil(10000 / goods.gross));
      const refused = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId, { giftId }) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.giftId).toEqual(['Vyberte prosím jednu z nabízených možností.']);
    }
  });
});

describe('GET /api/checkout/methods: pickup-point widget and shipping country', () => {
  it('gives the configured Packeta key, replaces the seeded widget URL, and names the country the site ships to', async () => {
    const data = await methodsData();
    expect(data.packeta_api_key).toBe('test-key');
    expect(data.delivery.find((d) => d.kind === 'pickup_point')!.widget_url).toBe('http://127.0.0.1:9/library.js');
    expect(data.delivery.find((d) => d.kind === 'courier')!.widget_url).toBeNull();
    expect(data.ships_to).toBe('CZ');
    expect((await methodsData(SK)).ships_to).toBe('SK');
  });

  it('without configuration the key is null and the seeded Packeta library is kept', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/checkout/methods', headers: CZ });
      const data = res.json().data as { packeta_api_key: string | null; delivery: Array<{ kind: string; widget_url: string | null }> };
      expect(data.packeta_api_key).toBeNull();
      expect(data.delivery.find((d) => d.kind === 'pickup_point')!.widget_url).toBe('https://widget.packeta.com/v6/www/js/library.js');
    } finally {
      await plain.close();
    }
  });
});
