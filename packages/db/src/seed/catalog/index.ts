// The catalogue seed: brands, categories, products in chunks, links between products and reviews.
import type { Db } from '../../client';
import {
  brands,
  categories,
  priceHistory,
  productCategories,
  productImages,
  productLinks,
  products,
  reviews,
  stock,
  variants,
} from '../../schema/index';
import type { SeedContext } from '../context';
import { brandLogoSvg, categorySvg, ensureNoImage, ImageQueue, uncaptioned } from '../media';
import type { Rng } from '../rng';
import { BRANDS, REVIEW_AUTHORS, REVIEW_TEXTS } from './extras';
import { bulkInsert, insertInBatches, PRODUCT_COLUMNS, VARIANT_COLUMNS } from './insert';
import {
  DAY,
  productPlanner,
  type HistoryInsert,
  type LeafRef,
  type ProductPlan,
  type StockInsert,
  type VariantInsert,
  type VariantPlan,
} from './plan';
import { TREE } from './tree';

export { slugify } from './vocabulary';

/*
 * Deterministic demo catalogue of a Czech party shop: a two-level category
 * tree, brands, products with variants, prices and price history (Omnibus),
 * stock per branch, images, links between products and a few reviews.
 * Everything derives from ctx.rng and ctx.now.
 */

const CHUNK = 1000;
const PER_PRODUCT_IMAGE_LIMIT = 2000;

/** Picks up to `k` distinct items of `pool` other than `self`. */
function sample(r: Rng, pool: readonly number[] | undefined, k: number, self: number, taken: Set<number>): number[] {
  const out: number[] = [];
  if (!pool || pool.length === 0) return out;
  for (let attempt = 0; attempt < k * 4 && out.length < k; attempt++) {
    const candidate = pool[Math.floor(r.next() * pool.length)]!;
    if (candidate === self || taken.has(candidate)) continue;
    taken.add(candidate);
    out.push(candidate);
  }
  return out;
}

export async function seedCatalog(db: Db, ctx: SeedContext, branchIds: { storeIds: number[]; warehouseId: number }): Promise<void> {
  const r = ctx.rng;
  const now = ctx.now.getTime();
  const total = ctx.products;
  const perProductImages = total <= PER_PRODUCT_IMAGE_LIMIT;
  const images = new ImageQueue(ctx.files, 4);
  await ensureNoImage(ctx.files);

  // ---------------------------------------------------------- brands
  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b) => ({
        slug: b.slug,
        name: b.name,
        description: b.description,
        translations: { sk: { description: b.sk.description } },
        logo: images.add(`brands/${b.slug}.webp`, () => brandLogoSvg({ seed: b.slug, name: b.name, color: b.color, shape: b.shape })),
        active: true,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));

  // ---------------------------------------------------------- categories
  const topRows = await db
    .insert(categories)
    .values(
      TREE.map((t, i) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        image: images.add(uncaptioned(`categories/${t.slug}.webp`), () => categorySvg({ seed: t.slug, shape: t.shape, color: '#ffffff', background: t.color })),
        position: i,
        inMenu: true,
        active: true,
        translations: { sk: { name: t.sk.name, slug: t.sk.slug, description: t.sk.description } },
      })),
    )
    .returning({ id: categories.id });
  const leafInserts = TREE.flatMap((t, ti) =>
    t.leaves.map((l, li) => ({
      parentId: topRows[ti]!.id,
      slug: l.slug,
      name: l.name,
      description: l.description,
      image: images.add(uncaptioned(`categories/${l.slug}.webp`), () =>
        categorySvg({ seed: l.slug, shape: l.shape, color: l.color, background: t.color, glyph: l.shape === 'glyph' ? '5' : undefined }),
      ),
      position: li,
      inMenu: true,
      active: true,
      translations: { sk: { name: l.sk.name, slug: l.sk.slug, description: l.sk.description } },
    })),
  );
  const leafRows = await db.insert(categories).values(leafInserts).returning({ id: categories.id, slug: categories.slug });
  const leafIdBySlug = new Map(leafRows.map((l) => [l.slug, l.id]));
  const leaves: LeafRef[] = [];
  TREE.forEach((top, topIndex) =>
    top.leaves.forEach((def) => {
      leaves.push({ def, top, topIndex, index: leaves.length, id: leafIdBySlug.get(def.slug)!, parentId: topRows[topIndex]!.id });
    }),
  );
  const leafBySlug = new Map(leaves.map((l) => [l.def.slug, l]));
  const weightSum = leaves.reduce((s, l) => s + l.def.weight, 0);
  const pickLeaf = (): LeafRef => {
    let x = r.next() * weightSum;
    for (const l of leaves) {
      x -= l.def.weight;
      if (x < 0) return l;
    }
    return leaves[leaves.length - 1]!;
  };
  // Every leaf gets products first (twice over when there are enough), then by weight.
  const coverage = total >= leaves.length * 2 ? r.shuffle([...leaves, ...leaves]) : total >= leaves.length ? r.shuffle(leaves) : [];

  // ---------------------------------------------------------- products
  const planProduct = productPlanner({ r, now, images, perProductImages, brandId, leafBySlug, branchIds });

  // per product, for links and reviews
  const ids: number[] = [];
  const leafOf: number[] = [];
  const motifOf: Array<string | null> = [];
  const activeOf: boolean[] = [];
  const adultOf: boolean[] = [];
  const soldOf: number[] = [];
  const createdOf: number[] = [];

  const categoryFill = new Map<number, number>();
  for (let start = 0; start < total; start += CHUNK) {
    const count = Math.min(CHUNK, total - start);
    const plans: ProductPlan[] = [];
    for (let i = 0; i < count; i++) {
      const leaf = coverage[start + i] ?? pickLeaf();
      plans.push(planProduct(leaf));
    }

    const inserted = await bulkInsert(db, products, PRODUCT_COLUMNS, plans.map((p) => p.row), { batch: 1000, returning: ['id', 'code'] });
    const productIdByCode = new Map(inserted.map((row) => [row.code as string, Number(row.id)]));
    const productIds = plans.map((p) => productIdByCode.get(p.row.code)!);

    const imageRows: Array<typeof productImages.$inferInsert> = [];
    const categoryRows: Array<typeof productCategories.$inferInsert> = [];
    const variantRows: VariantInsert[] = [];
    const variantOwner: VariantPlan[] = [];
    plans.forEach((p, i) => {
      const productId = productIds[i]!;
      p.images.forEach((img, position) => imageRows.push({ productId, path: img.path, alt: img.alt, position }));
      for (const categoryId of [p.leaf.id, ...p.extraCategoryIds]) {
        // position = order of the product within the category (manual sort order)
        const position = categoryFill.get(categoryId) ?? 0;
        categoryFill.set(categoryId, position + 1);
        categoryRows.push({ productId, categoryId, position });
      }
      for (const v of p.variants) {
        variantRows.push({ ...v.row, productId });
        variantOwner.push(v);
      }
      ids.push(productId);
      leafOf.push(p.leaf.index);
      motifOf.push(p.row.motif ?? null);
      activeOf.push(p.row.active ?? true);
      adultOf.push(p.row.isAdult ?? false);
      soldOf.push(p.row.soldCount ?? 0);
      createdOf.push((p.row.createdAt as Date).getTime());
    });

    await bulkInsert(db, productImages, [['productId', 'int'], ['path', 'text'], ['alt', 'text'], ['position', 'int']], imageRows);
    await bulkInsert(db, productCategories, [['productId', 'int'], ['categoryId', 'int'], ['position', 'int']], categoryRows);
    const insertedVariants = await bulkInsert(db, variants, VARIANT_COLUMNS, variantRows as Array<VariantInsert & { productId: number }>, { batch: 5000, returning: ['id', 'code'] });
    const variantIdByCode = new Map(insertedVariants.map((row) => [row.code as string, Number(row.id)]));
    const variantIds = variantRows.map((v) => variantIdByCode.get(v.code)!);
    const historyRows: HistoryInsert[] = [];
    const stockRows: StockInsert[] = [];
    variantOwner.forEach((v, i) => {
      const variantId = variantIds[i]!;
      for (const h of v.history) historyRows.push({ ...h, variantId });
      for (const s of v.stock) stockRows.push({ variantId, branchId: s.branchId, quantity: s.quantity });
    });
    await bulkInsert(db, priceHistory, [['variantId', 'int'], ['price', 'int'], ['priceSale', 'int'], ['isPriceSaleActive', 'bool'], ['validFrom', 'timestamptz']], historyRows);
    await bulkInsert(db, stock, [['variantId', 'int'], ['branchId', 'int'], ['quantity', 'int']], stockRows);
    ctx.progress('products', start + count, total);
    // keep the picture backlog bounded on big seeds
    await images.drain(2000);
  }

  // ---------------------------------------------------------- links
  const byLeaf = new Map<number, number[]>();
  const byMotif = new Map<string, number[]>();
  const byMotifTop = new Map<string, number[]>();
  const byTop = new Map<number, number[]>();
  const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (let i = 0; i < ids.length; i++) {
    if (!activeOf[i]) continue;
    const leaf = leaves[leafOf[i]!]!;
    push(byLeaf, leaf.index, i);
    push(byTop, leaf.topIndex, i);
    const motif = motifOf[i];
    if (motif) {
      push(byMotif, motif, i);
      push(byMotifTop, `${motif}|${leaf.topIndex}`, i);
    }
  }
  const topIndexBySlug = new Map(TREE.map((t, i) => [t.slug, i]));
  const accessoryTops = ['paruky', 'masky', 'klobouky-a-celenky', 'doplnky-ke-kostymum', 'licidla'].map((s) => topIndexBySlug.get(s)!);
  const heliumLeaf = leafBySlug.get('helium-a-prislusenstvi')!.index;
  const costumeTop = topIndexBySlug.get('kostymy')!;
  const balloonTop = topIndexBySlug.get('balonky')!;

  const linkRows: Array<typeof productLinks.$inferInsert> = [];
  const flushLinks = async (force: boolean) => {
    if (linkRows.length >= 20000 || (force && linkRows.length > 0)) {
      const batch = linkRows.splice(0, linkRows.length);
      await bulkInsert(db, productLinks, [['productId', 'int'], ['linkedProductId', 'int'], ['kind', 'text'], ['position', 'int']], batch);
    }
  };
  for (let i = 0; i < ids.length; i++) {
    const leaf = leaves[leafOf[i]!]!;
    const motif = motifOf[i];
    const add = (kind: (typeof productLinks.$inferInsert)['kind'], targets: number[]) =>
      targets.forEach((t, position) => linkRows.push({ productId: ids[i]!, linkedProductId: ids[t]!, kind, position }));

    add('similar', sample(r, byLeaf.get(leaf.index), 4, i, new Set()));
    if (motif) add('motif', sample(r, byMotif.get(motif), 4, i, new Set()));

    const relatedTaken = new Set<number>();
    const related: number[] = [];
    for (const slug of r.shuffle(leaf.top.related).slice(0, 3)) {
      const ti = topIndexBySlug.get(slug)!;
      const pool = (motif && byMotifTop.get(`${motif}|${ti}`)) || byTop.get(ti);
      related.push(...sample(r, pool, 1, i, relatedTaken));
    }
    add('related', related);

    if (leaf.topIndex === costumeTop && motif) {
      const setTaken = new Set<number>();
      const set: number[] = [];
      for (const ti of r.shuffle(accessoryTops)) {
        if (set.length >= 3) break;
        set.push(...sample(r, byMotifTop.get(`${motif}|${ti}`), 1, i, setTaken));
      }
      add('set', set);
    } else if (leaf.topIndex === balloonTop && leaf.index !== heliumLeaf) {
      add('set', sample(r, byLeaf.get(heliumLeaf), r.int(1, 2), i, new Set()));
    }
    if ((i + 1) % CHUNK === 0) {
      await flushLinks(false);
      ctx.progress('product-links', i + 1, ids.length);
    }
  }
  await flushLinks(true);
  ctx.progress('product-links', ids.length, ids.length);

  // ---------------------------------------------------------- reviews
  const popular = ids
    .map((_, i) => i)
    .filter((i) => activeOf[i] && !adultOf[i])
    .sort((a, b) => soldOf[b]! - soldOf[a]! || a - b)
    .slice(0, Math.max(5, Math.min(400, Math.round(total * 0.05))));
  const reviewRows: Array<typeof reviews.$inferInsert> = [];
  for (const i of popular) {
    const howMany = r.int(1, 4);
    for (let k = 0; k < howMany; k++) {
      const x = r.next();
      const rating = x < 0.5 ? 5 : x < 0.78 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1;
      const earliest = createdOf[i]! + DAY;
      const at = Math.max(earliest, now - r.int(1, 365) * DAY - r.int(0, 23) * 3600000);
      reviewRows.push({
        productId: ids[i]!,
        authorName: r.pick(REVIEW_AUTHORS),
        rating,
        text: r.pick(REVIEW_TEXTS[rating]!),
        verifiedPurchase: r.chance(0.65),
        state: 'approved',
        createdAt: new Date(Math.min(at, now - 3600000)),
      });
    }
  }
  await insertInBatches(reviewRows, 1000, (b) => db.insert(reviews).values(b));

  const result = await images.done();
  ctx.progress('images', result.written + result.skipped, images.size);
}
