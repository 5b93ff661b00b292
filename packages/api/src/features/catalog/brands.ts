import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import type { BrandOut } from './responses';

const b = schema.brands;
const p = schema.products;

const columns = { id: b.id, slug: b.slug, name: b.name, logo: b.logo, description: b.description, translations: b.translations };

/** The brand in the site's language; a description not yet translated is given in Czech rather than left out. */
function present<T extends Pick<typeof b.$inferSelect, 'description' | 'translations'>>(row: T, locale: string) {
  const { translations, ...rest } = row;
  return { ...rest, description: translations[locale]?.description ?? rest.description };
}

/** The active brands, A–Z (Czech), each with how many active products it has; brands without any are left out. */
export async function brandList(db: Db, locale: string): Promise<BrandOut[]> {
  const rows = await db
    .select({ ...columns, products: count(p.id) })
    .from(b)
    .innerJoin(p, and(eq(p.brandId, b.id), eq(p.active, true)))
    .where(eq(b.active, true))
    .groupBy(b.id)
    .orderBy(asc(sql`konfety_name_key_cs(${b.name}) collate "C"`), asc(b.id));
  return rows.map((r) => ({ ...present(r, locale), products: Number(r.products) }));
}

/** An active brand by its slug, or null. */
export async function brandBySlug(db: Db, slug: string, locale: string): Promise<Omit<BrandOut, 'products'> | null> {
  const [row] = await db
    .select(columns)
    .from(b)
    .where(and(eq(b.slug, slug), eq(b.active, true)))
    .limit(1);
  return row ? present(row, locale) : null;
}
