import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gifts, products, stock, variants } from '../schema/index';

/** Thresholds (tax-inclusive haléře) at which the demo shop's free gifts unlock, cheapest first. */
const CZ_THRESHOLDS = [100000, 250000];
const SK_THRESHOLDS = [150000];

/**
 * Free gifts for the cart page (SPEC §2 cart: gifts): the cheapest in-stock
 * single variants of the catalogue, so a demo cart reaches them.
 */
export async function seedGifts(db: Db) {
  const inStock = sql`exists (select 1 from ${stock} where ${stock.variantId} = ${variants.id} and ${stock.quantity} > 0)`;
  const candidates = await db
    .select({ variantId: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.active, true), eq(variants.active, true), eq(products.isAdult, false), inStock))
    .orderBy(asc(variants.price), asc(variants.id))
    .limit(CZ_THRESHOLDS.length + SK_THRESHOLDS.length);
  const rows = [
    ...CZ_THRESHOLDS.map((minTotal, i) => ({ siteId: 1, minTotal, variantId: candidates[i]?.variantId })),
    ...SK_THRESHOLDS.map((minTotal, i) => ({ siteId: 2, minTotal, variantId: candidates[CZ_THRESHOLDS.length + i]?.variantId })),
  ].filter((r): r is { siteId: number; minTotal: number; variantId: number } => r.variantId !== undefined);
  if (rows.length > 0) await db.insert(gifts).values(rows);
}
