import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grossUnitPrice, lowestPriceBefore } from '@konfety/domain/pricing';
import { variantNameIn } from '@konfety/domain/facets';
import { allImageSizes, imageFormats, imageSizes, imageVariant, NOIMAGE } from '@konfety/domain/media';
import { diskFiles } from '@konfety/storage';
import { openDatabase, type Database } from '../src/client';
import {
  branches,
  categories,
  gifts,
  priceHistory,
  productCategories,
  productImages,
  productLinks,
  products,
  reviews,
  stock,
  variants,
} from '../src/schema/index';
import { seedBranches } from '../src/seed/branches';
import { seedCatalog } from '../src/seed/catalog/index';
import { seedGifts } from '../src/seed/gifts';
import type { SeedContext } from '../src/seed/context';
import { seedReference } from '../src/seed/reference';
import { Rng } from '../src/seed/rng';

const SITES = {
  cz: { url: 'http://localhost:3000', bankAccount: '19-2000145399/0800' },
  sk: { url: 'http://sk.localhost:3000', bankAccount: 'SK3112000000198742637541' },
};
const NOW = new Date('2026-03-01T10:00:00Z');
const PRODUCTS = 500;
const SEED = 20261121;
const DAY = 86400000;
/** Cached across runs (the seed skips files that exist), like the API tests' `.tmp/test-media`. */
const SEED_MEDIA = process.env.TEST_SEED_MEDIA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/seed-test-media');

async function seedInto(mediaDir: string): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  const { countryIds } = await seedReference(database.db, SITES);
  const ctx: SeedContext = { rng: new Rng(SEED), now: NOW, files: diskFiles(mediaDir), products: PRODUCTS, countryIds, progress: () => {} };
  await database.db.transaction(async (tx) => {
    const ids = await seedBranches(tx, ctx);
    await seedCatalog(tx, ctx, ids);
    await seedGifts(tx);
  });
  return database;
}

describe('catalogue seed', () => {
  let mediaDir: string;
  let database: Database;

  beforeAll(async () => {
    // Pictures are cached across runs like the API tests' (every picture in 3 sizes × 2 formats is ~80 ms of CPU:
    // ~40 s for this seed on 2 idle cores); the category pictures and noimage are removed first, so every run
    // sees the seed write a complete set.
    mediaDir = SEED_MEDIA;
    for (const size of allImageSizes) {
      await rm(path.join(mediaDir, 'images', size, 'categories'), { recursive: true, force: true });
      for (const format of imageFormats) await rm(path.join(mediaDir, 'images', size, imageVariant(NOIMAGE, format)), { force: true });
    }
    database = await seedInto(mediaDir);
  }, 300000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates 13 stores and one central warehouse in Prague', async () => {
    const rows = await database.db.select().from(branches).orderBy(asc(branches.position));
    const stores = rows.filter((b) => b.kind === 'store');
    const warehouses = rows.filter((b) => b.kind === 'warehouse');
    expect(stores).toHaveLength(13);
    expect(warehouses).toHaveLength(1);
    expect(warehouses[0]!.isPrague).toBe(true);
    expect(warehouses[0]!.pickupEnabled).toBe(false);
    expect(stores.filter((s) => s.isPrague).length).toBeGreaterThanOrEqual(3);
    expect(new Set(stores.map((s) => s.city)).size).toBeGreaterThanOrEqual(10);
    for (const s of stores) {
      expect(s.pickupEnabled).toBe(true);
      expect(s.openingHours).toHaveLength(7);
      expect(Number(s.latitude)).toBeGreaterThan(48.5);
      expect(Number(s.latitude)).toBeLessThan(51.1);
      expect(Number(s.longitude)).toBeGreaterThan(12);
      expect(Number(s.longitude)).toBeLessThan(19);
    }
  });

  it('builds a two-level category tree with at least 30 categories', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const byId = new Map(rows.map((c) => [c.id, c]));
    const tops = rows.filter((c) => c.parentId === null);
    const children = rows.filter((c) => c.parentId !== null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const c of children) expect(byId.get(c.parentId!)!.parentId).toBeNull();
    for (const t of tops) expect(children.some((c) => c.parentId === t.id)).toBe(true);
    for (const c of rows) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.image).toBeTruthy();
    }
    expect(rows.map((c) => c.name)).toEqual(expect.arrayContaining(['Kostýmy', 'Paruky', 'Masky', 'Balónky', 'Dětské kostýmy', 'Fóliové balónky']));
  });

  it('creates the requested number of products with unique slugs and codes', async () => {
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(PRODUCTS);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(PRODUCTS);
    expect(new Set(rows.map((p) => p.code)).size).toBe(PRODUCTS);
    for (const p of rows) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.description!.length).toBeGreaterThan(40);
      // authored as whole-crown gross prices
      expect(grossUnitPrice(p.price, 2100) % 100).toBe(0);
      expect(p.defaultCategoryId).not.toBeNull();
      expect(p.mainImage).toBeTruthy();
    }
    // Czech names with diacritics
    expect(rows.some((p) => /[ěščřžýáíéůú]/i.test(p.name))).toBe(true);
    const variantRows = await database.db.select({ code: variants.code }).from(variants);
    expect(new Set(variantRows.map((v) => v.code)).size).toBe(variantRows.length);
  });

  it('gives every product a variant, every variant a price history, costumes sizes', async () => {
    const productRows = await database.db.select().from(products);
    const variantRows = await database.db.select().from(variants);
    const historyRows = await database.db.select({ variantId: priceHistory.variantId }).from(priceHistory);
    const variantsOf = new Map<number, typeof variantRows>();
    for (const v of variantRows) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
    const withHistory = new Set(historyRows.map((h) => h.variantId));
    for (const p of productRows) {
      const vs = variantsOf.get(p.id) ?? [];
      expect(vs.length).toBeGreaterThanOrEqual(1);
      if (p.sizeTable) {
        expect(vs.length).toBeGreaterThan(1);
        expect(p.sizeTable.rows.length).toBe(vs.length);
        expect(p.sizeTable.columns[0]).toBe('Velikost');
        // The Slovak table: the same sizes and measures, its words in Slovak.
        const sk = p.sizeTable.translations?.sk;
        expect(sk?.columns[0], p.code).toBe('Veľkosť');
        expect(sk!.columns.length).toBe(p.sizeTable.columns.length);
        expect(sk!.rows.map((r) => r[0])).toEqual(p.sizeTable.rows.map((r) => r[0]));
        expect(/[ěřůĚŘŮ]/.test(JSON.stringify(sk)), JSON.stringify(sk)).toBe(false);
        for (const v of vs) expect(/[ěřů]/.test(variantNameIn(v.name, 'sk')), v.name).toBe(false);
      } else {
        expect(vs.map((v) => v.name)).toEqual(['Univerzální']);
      }
      // product prices mirror its cheapest active variant
      const active = vs.filter((v) => v.active);
      const eff = (v: { price: number; priceSale: number | null; isPriceSaleActive: boolean }) => (v.isPriceSaleActive && v.priceSale !== null ? v.priceSale : v.price);
      const cheapest = Math.min(...active.map(eff));
      expect(eff(p)).toBe(cheapest);
    }
    for (const v of variantRows) expect(withHistory.has(v.id)).toBe(true);
    expect(productRows.filter((p) => p.sizeTable).length).toBeGreaterThan(PRODUCTS * 0.2);
  });

  it('puts about 15 % on sale with an Omnibus reference price from the history', async () => {
    const sale = await database.db.select().from(products).where(eq(products.isPriceSaleActive, true));
    expect(sale.length).toBeGreaterThan(PRODUCTS * 0.08);
    expect(sale.length).toBeLessThan(PRODUCTS * 0.25);
    for (const p of sale) {
      expect(p.priceSale).not.toBeNull();
      expect(p.priceSale!).toBeLessThan(p.price);
      expect(p.originalPrice).not.toBeNull();
      expect(p.originalPrice!).toBeGreaterThanOrEqual(p.priceSale!);
    }
    const saleVariants = await database.db.select().from(variants).where(eq(variants.isPriceSaleActive, true));
    const history = await database.db.select().from(priceHistory);
    const byVariant = new Map<number, typeof history>();
    for (const h of history) byVariant.set(h.variantId, [...(byVariant.get(h.variantId) ?? []), h]);
    for (const v of saleVariants) {
      const rows = (byVariant.get(v.id) ?? []).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
      const current = rows[rows.length - 1]!;
      expect(current.isPriceSaleActive).toBe(true);
      expect(current.priceSale).toBe(v.priceSale);
      expect(NOW.getTime() - current.validFrom.getTime()).toBeLessThanOrEqual(30 * DAY);
      expect(rows[0]!.validFrom.getTime()).toBeLessThan(NOW.getTime() - 30 * DAY);
      expect(lowestPriceBefore(rows, current.validFrom)).toBe(v.originalPrice);
    }
  });

  it('has flags, stock states, 18+ items, links and reviews', async () => {
    const db = database.db;
    const productRows = await db.select().from(products);
    const count = (f: (p: (typeof productRows)[number]) => boolean) => productRows.filter(f).length;
    expect(count((p) => p.isNew)).toBeGreaterThan(PRODUCTS * 0.04);
    expect(count((p) => p.isAdult)).toBeGreaterThan(0);
    expect(count((p) => p.isAdult)).toBeLessThan(PRODUCTS * 0.08);
    expect(count((p) => p.hasFreeGift)).toBeGreaterThan(0);
    expect(count((p) => !p.active)).toBeGreaterThan(0);
    expect(new Set(productRows.map((p) => p.motif).filter(Boolean)).size).toBeGreaterThan(10);
    for (const p of productRows.filter((x) => x.isNew)) expect(NOW.getTime() - p.createdAt.getTime()).toBeLessThan(30 * DAY);

    const adultCategory = (await db.select().from(categories).where(eq(categories.slug, 'pro-dospele')))[0]!;
    for (const p of productRows.filter((x) => x.isAdult)) expect(p.defaultCategoryId).toBe(adultCategory.id);

    // stock: in stock, temporarily sold out (rows, all zero) and no store (no rows)
    const variantRows = await db.select({ id: variants.id, productId: variants.productId }).from(variants);
    const stockRows = await db.select().from(stock);
    const productOfVariant = new Map(variantRows.map((v) => [v.id, v.productId]));
    const rowsPerProduct = new Map<number, number>();
    const qtyPerProduct = new Map<number, number>();
    for (const s of stockRows) {
      const pid = productOfVariant.get(s.variantId)!;
      rowsPerProduct.set(pid, (rowsPerProduct.get(pid) ?? 0) + 1);
      qtyPerProduct.set(pid, (qtyPerProduct.get(pid) ?? 0) + s.quantity);
    }
    const noStore = productRows.filter((p) => !rowsPerProduct.has(p.id)).length;
    const soldOut = productRows.filter((p) => rowsPerProduct.has(p.id) && qtyPerProduct.get(p.id) === 0).length;
    const inStock = productRows.filter((p) => (qtyPerProduct.get(p.id) ?? 0) > 0).length;
    expect(noStore).toBeGreaterThan(0);
    expect(soldOut).toBeGreaterThan(PRODUCTS * 0.03);
    expect(inStock).toBeGreaterThan(PRODUCTS * 0.8);
    const branchRows = await db.select().from(branches);
    expect(new Set(stockRows.map((s) => s.branchId)).size).toBe(branchRows.length);

    // every product is in its default category (and more)
    const pc = await db.select().from(productCategories);
    for (const p of productRows) expect(pc.some((x) => x.productId === p.id && x.categoryId === p.defaultCategoryId)).toBe(true);

    const links = await db.select().from(productLinks);
    expect(new Set(links.map((l) => l.kind))).toEqual(new Set(['related', 'similar', 'set', 'motif']));
    const motifOf = new Map(productRows.map((p) => [p.id, p.motif]));
    for (const l of links) {
      expect(l.linkedProductId).not.toBe(l.productId);
      if (l.kind === 'motif') expect(motifOf.get(l.linkedProductId)).toBe(motifOf.get(l.productId));
    }

    const reviewRows = await db.select().from(reviews);
    expect(reviewRows.length).toBeGreaterThan(5);
    for (const r of reviewRows) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.state).toBe('approved');
    }
    expect(reviewRows.some((r) => r.verifiedPurchase)).toBe(true);
  });

  it('writes every picture of products, categories and noimage in every size folder as WebP and AVIF', async () => {
    const db = database.db;
    const images = await db.select({ path: productImages.path, productId: productImages.productId }).from(productImages);
    const perProduct = new Map<number, number>();
    for (const i of images) perProduct.set(i.productId, (perProduct.get(i.productId) ?? 0) + 1);
    for (const n of perProduct.values()) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    const catImages = (await db.select({ image: categories.image }).from(categories)).map((c) => c.image!);
    // The pictures that used to carry a Czech caption have their new, captionless drawings' names.
    for (const p of [...catImages, ...images.map((i) => i.path).filter((i) => /^(products|scenes)\//.test(i))]) expect(p).toMatch(/-plain\.webp$/);
    const paths = new Set([...images.map((i) => i.path), ...catImages, NOIMAGE]);
    for (const p of paths) {
      for (const size of allImageSizes) {
        for (const format of imageFormats) {
          const file = path.join(mediaDir, 'images', size, imageVariant(p, format));
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
    for (const sample of [images[0]!.path, NOIMAGE]) {
      for (const size of allImageSizes) {
        for (const format of imageFormats) {
          const meta = await sharp(path.join(mediaDir, 'images', size, imageVariant(sample, format))).metadata();
          // sharp names the AVIF container "heif".
          expect([meta.format, meta.width, meta.height], `${size} ${format} ${sample}`).toEqual([format === 'avif' ? 'heif' : 'webp', imageSizes[size], imageSizes[size]]);
        }
      }
    }
  });

  it('offers free gifts: in-stock variants of active products, per site, unlocking at increasing totals', async () => {
    const db = database.db;
    const rows = await db.select().from(gifts).orderBy(asc(gifts.siteId), asc(gifts.minTotal));
    expect(rows.map((g) => [g.siteId, g.minTotal])).toEqual([
      [1, 100000],
      [1, 250000],
      [2, 150000],
    ]);
    for (const g of rows) {
      const [v] = await db.select({ active: variants.active, productActive: products.active }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(variants.id, g.variantId));
      expect(v).toEqual({ active: true, productActive: true });
      const pieces = (await db.select({ q: stock.quantity }).from(stock).where(eq(stock.variantId, g.variantId))).reduce((sum, r) => sum + r.q, 0);
      expect(pieces).toBeGreaterThan(0);
    }
  });

  it('is deterministic for the same seed', async () => {
    const again = await seedInto(mediaDir);
    try {
      const names = async (d: Database) => (await d.db.select({ name: products.name, code: products.code, price: products.price }).from(products).orderBy(asc(products.id))).map((p) => `${p.code} ${p.name} ${p.price}`);
      expect(await names(again)).toEqual(await names(database));
      const links = async (d: Database) => (await d.db.select().from(productLinks)).length;
      expect(await links(again)).toBe(await links(database));
    } finally {
      await again.close();
    }
  }, 120000);
});
