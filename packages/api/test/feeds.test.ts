import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { feedAmount, FEED_ID_PATTERN, feedItemId, HEUREKA_CATEGORIES } from '@konfety/domain/feeds';
import { toDecimalString } from '@konfety/domain/money';
import { effectiveNetPrice, grossUnitPrice, netFromGross } from '@konfety/domain/pricing';
import { diskStorage, type FileStore } from '@konfety/storage';
import { feedKey, generateFeeds } from '../src/features/feeds/generate';
import { feedsJob, requestFeeds } from '../src/features/feeds/jobs';
import { sitemapIndexKey } from '../src/features/sitemap/generate';
import { xmlText } from '../src/features/feeds/xml';
import { createTestApp, type TestApp } from './support/app';
import { TEST_SITES } from './support/constants';
import { quietJobLog, testJobRunner } from './support/jobs';
import { all, fields, parseXml, readStored, scratchStore, text, type XmlElement } from './support/xml';

/*
 * The product feeds (features/feeds, ARCHITECTURE "Feeds and sitemap") over the demo catalogue, on both databases: each
 * format parsed by a strict XML parser and checked against its required fields, the offers against the catalogue's
 * rules, the prices against the domain's, the delivery blocks, the variants' groups, a hostile product name, the
 * compressed copies, the statements per page of products, and the job through the jobs runner.
 */

let t: TestApp;
let scratch: ReturnType<typeof scratchStore>;
let files: FileStore;

beforeAll(async () => {
  t = await createTestApp();
  scratch = scratchStore('feeds');
  files = scratch.files;
  await generateFeeds(t.db, files);
});
afterAll(async () => {
  await t?.close();
  scratch?.remove();
});

const read = (key: string) => readStored(files, key);

const feed = async (site: 'cz' | 'sk', format: 'heureka' | 'zbozi' | 'google') => parseXml(await read(feedKey(site, format)));

/** The offers a comparator lists, by the catalogue's rules: active variants of active products that are not 18+, with pieces in an active location. */
async function orderableVariants(): Promise<Array<{ id: number; code: string; productId: number }>> {
  const result = (await t.db.execute(sql`select v.id, v.code, v.product_id as "productId" from variants v join products p on p.id = v.product_id
    where v.active and p.active and not p.is_adult
      and (select coalesce(sum(greatest(s.quantity, 0)), 0) from stock s join branches b on b.id = s.branch_id and b.active where s.variant_id = v.id) > 0
    order by v.id`)) as unknown as { rows: Array<{ id: number; code: string; productId: number }> };
  return result.rows;
}

const itemById = (shop: XmlElement, id: string, idField = 'ITEM_ID') => {
  const item = all(shop, shop.name === 'channel' ? 'item' : 'SHOPITEM').find((i) => text(i, idField) === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};

const HEUREKA_DELIVERY_IDS = new Set(['CESKA_POSTA', 'DPD', 'DHL', 'GLS', 'PPL', 'UPS', 'ZASILKOVNA_NA_ADRESU', 'WEDO_HOME', 'ZASILKOVNA', 'DPD_PICKUP', 'BALIKOVNA_DEPOTAPI', 'WEDO_POINT', 'CESKA_POSTA_NAPOSTU', 'PPL_PARCELSHOP', 'GLS_PARCELSHOP']);
const PRICE = /^\d+(\.\d{1,2})?$/;

describe('the Heureka feed', () => {
  it('lists exactly the offers a shopper can order now, each with every field Heureka requires', async () => {
    const shop = await feed('cz', 'heureka');
    expect(shop.name).toBe('SHOP');
    const items = all(shop, 'SHOPITEM');
    const expected = await orderableVariants();
    expect(items.map((i) => text(i, 'PRODUCTNO')).sort()).toEqual(expected.map((v) => v.code).sort());
    for (const item of items) {
      const f = fields(item);
      expect(f.ITEM_ID?.[0]).toMatch(FEED_ID_PATTERN);
      expect(f.PRODUCTNAME?.[0]?.length).toBeGreaterThan(0);
      expect([...f.PRODUCTNAME![0]!].length).toBeLessThanOrEqual(200);
      expect(f.URL?.[0]).toMatch(new RegExp(`^${TEST_SITES.cz.url}/\\d+/[a-z0-9-]+/[a-z0-9-]+$`));
      expect(f.IMGURL?.[0]).toMatch(new RegExp(`^${TEST_SITES.cz.url}/images/big/.+\\.webp$`));
      expect(f.PRICE_VAT?.[0]).toMatch(PRICE);
      expect(f.CATEGORYTEXT?.[0]).toMatch(/^Heureka\.cz \| /);
      expect(f.DELIVERY_DATE?.[0]).toMatch(/^(0|[3-5])$/);
      expect((f.IMGURL_ALTERNATIVE ?? []).length).toBeLessThanOrEqual(10);
      if (f.EAN) expect(f.EAN[0]).toMatch(/^\d{13}$/);
      const deliveries = all(item, 'DELIVERY');
      expect(deliveries.length).toBeGreaterThan(0);
      for (const d of deliveries) {
        expect(HEUREKA_DELIVERY_IDS.has(text(d, 'DELIVERY_ID')!)).toBe(true);
        expect(text(d, 'DELIVERY_PRICE')).toMatch(PRICE);
      }
    }
    // Item ids are unique across the feed.
    expect(new Set(items.map((i) => text(i, 'ITEM_ID'))).size).toBe(items.length);
  });

  it('prices each offer as the shop does: the sale price with VAT while the sale is on, in CZK', async () => {
    const [onSale] = await t.db
      .select({ variant: schema.variants, taxClass: schema.products.taxClass })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .where(and(eq(schema.variants.isPriceSaleActive, true), sql`${schema.variants.priceSale} is not null`, sql`${schema.variants.code} in (${sql.join((await orderableVariants()).map((v) => sql`${v.code}`), sql`, `)})`))
      .limit(1);
    expect(onSale).toBeDefined();
    const item = itemById(await feed('cz', 'heureka'), onSale!.variant.code);
    expect(text(item, 'PRICE_VAT')).toBe(toDecimalString(grossUnitPrice(effectiveNetPrice(onSale!.variant), 2100)));
    expect(Number(text(item, 'PRICE_VAT'))).toBeLessThan(grossUnitPrice(onSale!.variant.price, 2100) / 100);
    expect(text(item, 'VAT')).toBe('21%');
  });

  it('groups a product’s variants under one ITEMGROUP_ID, each named with its size as a PARAM', async () => {
    const shop = await feed('cz', 'heureka');
    const byGroup = new Map<string, XmlElement[]>();
    for (const item of all(shop, 'SHOPITEM')) {
      const group = text(item, 'ITEMGROUP_ID');
      if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), item]);
    }
    const [group, items] = [...byGroup.entries()].find(([, list]) => list.length >= 2)!;
    const [product] = await t.db.select().from(schema.products).where(eq(schema.products.code, group));
    expect(product).toBeDefined();
    const urls = new Set(items.map((i) => text(i, 'URL')));
    expect(urls.size).toBe(1);
    const sizes = items.map((i) => all(i, 'PARAM').find((p) => text(p, 'PARAM_NAME') === 'Velikost') && text(all(i, 'PARAM').find((p) => text(p, 'PARAM_NAME') === 'Velikost')!, 'VAL'));
    expect(new Set(sizes).size).toBe(items.length);
    for (const item of items) expect(text(item, 'PRODUCTNAME')).toMatch(new RegExp(`^${product!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .+`));
    // A product that comes in one variant has no group.
    const single = all(shop, 'SHOPITEM').find((i) => !text(i, 'ITEMGROUP_ID'));
    expect(single).toBeDefined();
  });

  it('offers delivery by the checkout’s methods and prices: PPL and Zásilkovna with VAT, cash on delivery on top, free from 1 500 Kč', async () => {
    const items = all(await feed('cz', 'heureka'), 'SHOPITEM');
    const cheap = items.find((i) => Number(text(i, 'PRICE_VAT')) < 1500)!;
    const deliveries = Object.fromEntries(all(cheap, 'DELIVERY').map((d) => [text(d, 'DELIVERY_ID'), { price: text(d, 'DELIVERY_PRICE'), cod: text(d, 'DELIVERY_PRICE_COD') }]));
    // The seed's prices with VAT: PPL 119 Kč, Zásilkovna 79 Kč, cash on delivery 39 Kč. No code for pickup at the stores.
    expect(deliveries).toEqual({ PPL: { price: '119.00', cod: '158.00' }, ZASILKOVNA: { price: '79.00', cod: '118.00' } });
    // An offer of 1 500 Kč or more goes free (the checkout's threshold, compared with the price with VAT); the fee stays.
    const [variant] = await orderableVariants();
    const [before] = await t.db.select().from(schema.variants).where(eq(schema.variants.id, variant!.id));
    await t.db.update(schema.variants).set({ price: netFromGross(150000, 2100), isPriceSaleActive: false }).where(eq(schema.variants.id, variant!.id));
    try {
      await generateFeeds(t.db, files);
      const dear = itemById(await feed('cz', 'heureka'), feedItemId(variant!));
      expect(text(dear, 'PRICE_VAT')).toBe('1500.00');
      expect(all(dear, 'DELIVERY').map((d) => [text(d, 'DELIVERY_ID'), text(d, 'DELIVERY_PRICE'), text(d, 'DELIVERY_PRICE_COD')])).toEqual([
        ['PPL', '0.00', '39.00'],
        ['ZASILKOVNA', '0.00', '39.00'],
      ]);
    } finally {
      await t.db.update(schema.variants).set({ price: before!.price, isPriceSaleActive: before!.isPriceSaleActive }).where(eq(schema.variants.id, variant!.id));
      await generateFeeds(t.db, files);
    }
  });

  it('puts every product of the seed’s top-level categories in Heureka’s tree', async () => {
    const tops = await t.db.select().from(schema.categories).where(sql`${schema.categories.parentId} is null and ${schema.categories.active}`);
    expect(tops.length).toBeGreaterThan(0);
    for (const top of tops) expect(Object.keys(HEUREKA_CATEGORIES)).toContain(top.slug);
  });

  it('leaves out 18+ products and products switched off', async () => {
    const shop = await feed('cz', 'heureka');
    const codes = new Set(all(shop, 'SHOPITEM').map((i) => text(i, 'PRODUCTNO')));
    const hidden = await t.db
      .select({ code: schema.variants.code })
      .from(schema.variants)
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .where(sql`${schema.products.isAdult} or not ${schema.products.active}`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const v of hidden) expect(codes.has(v.code)).toBe(false);
  });
});

describe('the Zboží.cz feed', () => {
  it('is in Zboží’s namespace, with the same offers, its own delivery codes and names of at most 255 characters', async () => {
    const shop = await feed('cz', 'zbozi');
    expect(shop.name).toBe('SHOP');
    expect(shop.uri).toBe('http://www.zbozi.cz/ns/offer/1.0');
    const items = all(shop, 'SHOPITEM');
    expect(items.length).toBe((await orderableVariants()).length);
    for (const item of items) {
      const f = fields(item);
      expect(f.ITEM_ID?.[0]).toMatch(FEED_ID_PATTERN);
      expect([...f.PRODUCTNAME![0]!].length).toBeLessThanOrEqual(255);
      expect(f.URL?.[0]).toMatch(/^https:\/\//);
      expect(f.PRICE_VAT?.[0]).toMatch(PRICE);
      expect(f.DELIVERY_DATE?.[0]).toMatch(/^\d+$/);
      const ids = all(item, 'DELIVERY').map((d) => text(d, 'DELIVERY_ID'));
      // The stores' pickup is Zboží's VLASTNI_VYDEJNI_MISTA, free and prepaid only.
      expect(ids).toEqual(['VLASTNI_VYDEJNI_MISTA', 'PPL', 'ZASILKOVNA']);
      const own = all(item, 'DELIVERY')[0]!;
      expect(text(own, 'DELIVERY_PRICE')).toBe('0.00');
      expect(text(own, 'DELIVERY_PRICE_COD')).toBeUndefined();
    }
  });

  it('is not published for the Slovak site', async () => {
    expect(await files.head(feedKey('sk', 'zbozi'))).toBeNull();
  });
});

describe('the Google Merchant Center feed', () => {
  it('is RSS 2.0 with the g: namespace, and lists sold-out offers as out_of_stock', async () => {
    const rss = await feed('cz', 'google');
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = all(rss, 'channel')[0]!;
    expect(text(channel, 'link')).toBe(TEST_SITES.cz.url);
    const items = all(channel, 'item');
    const G = 'http://base.google.com/ns/1.0';
    for (const item of items) {
      for (const c of item.children) expect(c.uri).toBe(G);
      const f = fields(item);
      for (const required of ['g:id', 'g:title', 'g:description', 'g:link', 'g:image_link', 'g:availability', 'g:price', 'g:condition', 'g:mpn']) expect(f[required], required).toBeDefined();
      expect(f['g:price']![0]).toMatch(/^\d+\.\d{2} CZK$/);
      expect(['in_stock', 'out_of_stock']).toContain(f['g:availability']![0]);
      expect([...f['g:title']![0]!].length).toBeLessThanOrEqual(150);
      if (f['g:gtin']) expect(f['g:gtin'][0]).toMatch(/^\d{8,14}$/);
    }
    const orderable = new Set((await orderableVariants()).map((v) => v.code));
    const inStock = items.filter((i) => text(i, 'g:availability') === 'in_stock').map((i) => text(i, 'g:mpn'));
    expect(new Set(inStock)).toEqual(orderable);
    expect(items.some((i) => text(i, 'g:availability') === 'out_of_stock')).toBe(true);
  });

  it('gives the regular price and, on sale, the sale price', async () => {
    const channel = all(await feed('cz', 'google'), 'channel')[0]!;
    const onSale = all(channel, 'item').find((i) => text(i, 'g:sale_price'));
    expect(onSale).toBeDefined();
    const [variant] = await t.db.select().from(schema.variants).where(eq(schema.variants.code, text(onSale!, 'g:mpn')!));
    expect(text(onSale!, 'g:price')).toBe(`${toDecimalString(grossUnitPrice(variant!.price, 2100))} CZK`);
    expect(text(onSale!, 'g:sale_price')).toBe(`${toDecimalString(grossUnitPrice(effectiveNetPrice(variant!), 2100))} CZK`);
  });
});

describe('the Slovak site', () => {
  it('publishes Heureka.sk and Google feeds in euros, with Slovak VAT and addresses under /sk on its own host', async () => {
    const shop = await feed('sk', 'heureka');
    const item = all(shop, 'SHOPITEM')[0]!;
    const [variant] = await t.db.select().from(schema.variants).where(eq(schema.variants.code, text(item, 'PRODUCTNO')!));
    expect(text(item, 'PRICE_VAT')).toBe(feedAmount(grossUnitPrice(effectiveNetPrice(variant!), 2300), { rate: '0.04', decimals: 2 }));
    expect(text(item, 'VAT')).toBe('23%');
    expect(text(item, 'URL')).toMatch(new RegExp(`^${TEST_SITES.sk.url}/sk/\\d+/`));
    expect(text(item, 'CATEGORYTEXT')).toMatch(/^Heureka\.sk \| /);
    expect(all(item, 'DELIVERY').map((d) => text(d, 'DELIVERY_ID'))).toEqual(['GLS', 'ZASILKOVNA']);
    const channel = all(await feed('sk', 'google'), 'channel')[0]!;
    expect(text(all(channel, 'item')[0]!, 'g:price')).toMatch(/ EUR$/);
  });
});

describe('writing the feeds', () => {
  it('gives well-formed XML whatever a product’s name holds: markup characters escaped, characters XML forbids dropped', async () => {
    const [variant] = await orderableVariants();
    const [product] = await t.db.select().from(schema.products).where(eq(schema.products.id, variant!.productId));
    // (A NUL cannot be stored in PostgreSQL, a lone surrogate reaches it as U+FFFD: xmlText's own test has those.)
    const nasty = `Kostým "Tom & Jerry" <b>'18'</b> \u0001\u0008\u000b\u001f\u007f\ufffe\uffff 🎉 konec`;
    // Without its Slovak texts, so that the Slovak feed names it by the Czech name too.
    await t.db.update(schema.products).set({ name: nasty, description: `Popis ]]> & <script>alert(1)</script>\u0002`, translations: {} }).where(eq(schema.products.id, product!.id));
    try {
      await generateFeeds(t.db, files);
      for (const [site, format] of [['cz', 'heureka'], ['cz', 'zbozi'], ['cz', 'google'], ['sk', 'heureka']] as const) {
        const raw = await read(feedKey(site, format));
        expect(raw).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
        const root = await feed(site, format);
        if (format === 'google') {
          const item = itemById(all(root, 'channel')[0]!, variant!.code, 'g:mpn');
          expect(text(item, 'g:title')).toContain(`Kostým "Tom & Jerry" <b>'18'</b>`);
          expect(text(item, 'g:description')).toBe('Popis ]]> & <script>alert(1)</script>');
        } else {
          const item = all(root, 'SHOPITEM').find((i) => text(i, 'PRODUCTNO') === variant!.code)!;
          expect(text(item, 'PRODUCTNAME')).toMatch(/^Kostým "Tom & Jerry" <b>'18'<\/b> 🎉 konec/);
        }
      }
      expect(await read(feedKey('cz', 'heureka'))).toContain('Kostým &quot;Tom &amp; Jerry&quot; &lt;b&gt;&apos;18&apos;&lt;/b&gt;');
    } finally {
      await t.db.update(schema.products).set({ name: product!.name, description: product!.description, translations: product!.translations }).where(eq(schema.products.id, product!.id));
    }
  });

  it('stores a gzip and a brotli copy of each file, the same XML', async () => {
    const plain = await read(feedKey('cz', 'zbozi'));
    const gz = await files.get(`${feedKey('cz', 'zbozi')}.gz`);
    const br = await files.get(`${feedKey('cz', 'zbozi')}.br`);
    const bytes = async (body: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    };
    expect(zlib.gunzipSync(await bytes(gz!.body)).toString('utf8')).toBe(plain);
    expect(zlib.brotliDecompressSync(await bytes(br!.body)).toString('utf8')).toBe(plain);
    expect(gz!.size).toBeLessThan(plain.length / 3);
  });

  it('reads the catalogue a page of products per statement, not a statement per product', async () => {
    const [{ n } = { n: 0 }] = ((await t.db.execute(sql`select count(*)::int as n from products where active and not is_adult`)) as unknown as { rows: Array<{ n: number }> }).rows;
    const products = Number(n);
    expect(products).toBeGreaterThan(200);
    const counted = await countQueries(t.db, () => generateFeeds(t.db, files, { batchSize: 100 }));
    expect(counted.result.products).toBe(products);
    // sites (2) + tax rates … : the set-up statements, then ⌊N / 100⌋ + 1 pages.
    const pages = counted.statements.filter((s) => s.includes('from products p') && s.includes('limit'));
    expect(pages.length).toBe(Math.floor(products / 100) + 1);
    const setUp = counted.count - pages.length;
    const again = await countQueries(t.db, () => generateFeeds(t.db, files, { batchSize: 50 }));
    expect(again.count).toBe(setUp + Math.floor(products / 50) + 1);
  });
});

describe('XML text', () => {
  it('escapes the five markup characters and drops what XML 1.0 cannot hold, keeping characters outside the BMP', () => {
    expect(xmlText(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(xmlText('x\u0000\u0001\u001b\u007f\u0085\ud800y\udfffz\ufffe\uffff')).toBe('xyz');
    expect(xmlText('tab\tnl\ncr\r 🎉 \ud83c\udf89 ž')).toBe('tab\tnl\ncr\r 🎉 🎉 ž');
    expect(() => parseXml(`<a>${xmlText('\u0001<&>]]>\ud800')}</a>`)).not.toThrow();
    // The check can fail: the same text unescaped is refused.
    expect(() => parseXml('<a>\u0001</a>')).toThrow();
  });
});

describe('the feeds’ job', () => {
  it('runs through the jobs runner, queued once an hour however often the files are asked for, and writes the feeds and sitemaps', async () => {
    const publicDir = path.join(t.deps.config.dataDir, 'media');
    fs.rmSync(path.join(publicDir, 'feeds'), { recursive: true, force: true });
    const now = new Date('2026-11-21T12:34:00Z');
    await requestFeeds(t.db, now);
    await requestFeeds(t.db, new Date('2026-11-21T12:50:00Z'));
    const queued = await t.db.select().from(schema.jobs).where(eq(schema.jobs.kind, feedsJob.kind));
    expect(queued.map((j) => j.key)).toEqual(['requested@2026-11-21T12']);
    const runner = testJobRunner(t.deps, { log: quietJobLog, kinds: [feedsJob] });
    expect(await runner.drain()).toBe(1);
    const [job] = await t.db.select().from(schema.jobs).where(eq(schema.jobs.kind, feedsJob.kind));
    expect(job!.doneAt).not.toBeNull();
    const store = diskStorage({ publicDir, privateDir: path.join(t.deps.config.dataDir, 'private') }).public;
    for (const key of [feedKey('cz', 'heureka'), feedKey('cz', 'zbozi'), feedKey('cz', 'google'), feedKey('sk', 'heureka'), sitemapIndexKey('cz'), sitemapIndexKey('sk')]) {
      expect(await store.head(key), key).not.toBeNull();
    }
  });
});
