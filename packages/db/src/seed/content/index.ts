// The content seed: runs the settings, banners, placeholders, blog, careers, events, pages, documents and services seeds in order.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../client';
import { branches as branchesTable, categories, pages, sites } from '../../schema/index';
import type { SeedContext } from '../context';
import { ImageQueue } from '../media';
import { seedBanners } from './banners';
import { seedBlog } from './blog';
import { seedSocialFeed } from './social';
import type { CategoryRow } from './common';
import { seedDocuments } from './documents';
import { seedCareers, seedEvents } from './jobs-events';
import { pagesCs, pagesSk } from './pages';
import { seedServices } from './services';
import { seedPlaceholders, seedSettings } from './settings';

export { COMPANY, SOCIAL, slugify } from './common';
export { PLACEHOLDERS } from './settings';
export { simplePdf } from './documents';

/**
 * The shop's editorial content: settings (menus, contacts, intro popup,
 * maintenance, mega-menu), banners, search placeholders, blog, careers,
 * events, pages, documents and services, in Czech ('cs') and Slovak ('sk').
 * The Slovak blog is its own, smaller one (the blog is per language); Slovak
 * rows come after the Czech ones, which keep their ids.
 *
 * Everything depends only on the seed RNG and `ctx.now`: dates are relative
 * to it, so tests standing at a fixed moment see the same shop.
 */

export async function seedContent(db: Db, ctx: SeedContext, branches: { storeIds: number[]; warehouseId: number }): Promise<void> {
  const { now } = ctx;
  const images = new ImageQueue(ctx.files);

  const siteRows = await db.select().from(sites).orderBy(asc(sites.id));
  const czSite = siteRows.find((s) => s.locale === 'cs') ?? siteRows[0]!;
  const skSite = siteRows.find((s) => s.locale === 'sk') ?? czSite;

  const branchRows = await db
    .select()
    .from(branchesTable)
    .where(inArray(branchesTable.id, [...branches.storeIds, branches.warehouseId]))
    .orderBy(asc(branchesTable.position), asc(branchesTable.id));
  const stores = branchRows.filter((b) => branches.storeIds.includes(b.id));
  const warehouse = branchRows.find((b) => b.id === branches.warehouseId) ?? null;
  if (stores.length === 0) throw new Error('seedContent needs the stores seeded first');
  const pragueStores = stores.filter((b) => b.isPrague || b.city.startsWith('Praha'));
  const mainStore = pragueStores[0] ?? stores[0]!;
  const findStore = (city: string) => stores.find((b) => b.city.startsWith(city));
  const otherStores = stores.filter((b) => b.id !== mainStore.id);

  const topCategories: CategoryRow[] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.active, true), eq(categories.inMenu, true)))
    .orderBy(asc(categories.position), asc(categories.id));

  await seedSettings(db, { now, czSite, skSite, mainStore, topCategories });
  await seedBanners(db, images, now);
  await seedPlaceholders(db);
  await seedBlog(db, images, ctx, { mainStore, brno: findStore('Brno') ?? otherStores[0] ?? mainStore });
  await seedCareers(db, ctx, { mainStore, stores, otherStores, warehouse, brno: findStore('Brno') });
  await seedEvents(db, images, ctx, { mainStore, otherStores, brno: findStore('Brno') });
  const pageTexts = pagesCs({ now, czSite, stores, warehouse });
  await db.insert(pages).values(pageTexts.map((p) => ({ locale: 'cs', ...p })));
  const pageTextsSk = pagesSk({ now, skSite, stores, warehouse });
  await db.insert(pages).values(pageTextsSk.map((p) => ({ locale: 'sk', ...p })));
  await seedDocuments(db, ctx, pageTexts, pageTextsSk);
  await seedServices(db, images);
  await seedSocialFeed(db, images);
  await images.done();
}
