import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { DEFAULT_LOCALE, locales } from '@konfety/domain/i18n';
import { contentPagePath } from '@konfety/domain/site-urls';
import { imageUrl } from '@konfety/domain/media';
import type { SiteScope } from '../../shop-context';
import { cachedShellData } from '../../cache';
import { notFound } from '../../errors';
import { safePageHtml } from './page-html';
import type { BlogCategoryOut, ContentPageOut, PosterOut, SettingOut } from './schemas';

/** The locale whose content stands in for a setting a language does not define. */
const FALLBACK_LOCALE = 'cs';

/** The named settings of a language; a setting the language does not define falls back to the Czech value. */
export async function settingsOf(scope: SiteScope, lang: string): Promise<SettingOut[]> {
  // Shell data: cached per language until a settings change (cache/, ARCHITECTURE "Caching and several processes").
  return cachedShellData(scope.db, `settings:${lang}`, ['settings'], async () => {
    const locales = lang === FALLBACK_LOCALE ? [lang] : [lang, FALLBACK_LOCALE];
    const rows = await scope.db
      .select({ locale: schema.settings.locale, name: schema.settings.name, value: schema.settings.value })
      .from(schema.settings)
      .where(inArray(schema.settings.locale, locales))
      .orderBy(asc(schema.settings.id));
    const byName = new Map<string, unknown>();
    for (const row of rows) if (row.locale === lang) byName.set(row.name, row.value);
    for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.value);
    return [...byName].map(([name, value]) => ({ name, value }));
  });
}

/**
 * The banners of a language active now, grouped by position. The switched-on banners of the language are shell
 * data, cached until a banners change; their activeFrom/activeTo window is applied to `scope.now` on every call,
 * so a banner appears and disappears on time whatever the cache holds.
 */
export async function activePoster(scope: SiteScope, lang: string): Promise<PosterOut> {
  const at = scope.now.getTime();
  const b = schema.banners;
  const switchedOn = await cachedShellData(scope.db, `banners:${lang}`, ['banners'], () =>
    scope.db.select().from(b).where(and(eq(b.locale, lang), eq(b.active, true))).orderBy(asc(b.sort), asc(b.id)),
  );
  const rows = switchedOn.filter((row) => (row.activeFrom === null || row.activeFrom.getTime() <= at) && (row.activeTo === null || row.activeTo.getTime() > at));
  const data: PosterOut = { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] };
  for (const row of rows) {
    const image = row.image ?? (row.path ? imageUrl(row.path, 'big') : null);
    data[row.position]?.push({ id: row.id, title: row.title, url: row.url, target: row.target, path: row.path, image });
  }
  return data;
}

/** The blog categories of the site's language with their count of published posts. */
export async function blogCategories(scope: SiteScope): Promise<BlogCategoryOut[]> {
  const c = schema.blogCategories;
  const p = schema.blogPosts;
  return scope.db
    .select({ id: c.id, slug: c.slug, name: c.name, posts_count: count(p.id) })
    .from(c)
    .leftJoin(p, and(eq(p.categoryId, c.id), eq(p.active, true), lte(p.publishedAt, scope.now)))
    .where(eq(c.locale, scope.site.locale))
    .groupBy(c.id)
    .orderBy(asc(c.position), asc(c.id));
}

/**
 * An active information page of a language by its slug, its HTML made safe (page-html.ts); 404 otherwise. A page's
 * language versions are the active pages of its slug (the same slug the Czech fallback looks up), named in `paths`; which
 * of them this answer is, and whether it is the Czech one standing in for the asked language, in `locale` and `fallback`.
 */
export async function contentPage(scope: SiteScope, lang: string, slug: string): Promise<ContentPageOut> {
  const pg = schema.pages;
  // One statement: the window gathers the languages of every row of the slug before `limit` keeps the one to answer.
  const [page] = await scope.db
    .select({
      id: pg.id,
      locale: pg.locale,
      slug: pg.slug,
      title: pg.title,
      content: pg.content,
      metaTitle: pg.metaTitle,
      metaDescription: pg.metaDescription,
      languages: sql<string[]>`array_agg(${pg.locale}) over ()`,
    })
    .from(pg)
    .where(and(eq(pg.slug, slug), eq(pg.active, true)))
    // The language's own page, else the Czech one (as a setting falls back to Czech): a legal page exists in Czech first.
    .orderBy(sql`${pg.locale} = ${lang} desc`, sql`${pg.locale} = ${DEFAULT_LOCALE} desc`)
    .limit(1);
  const locale = locales.find((known) => known === page?.locale);
  // A page only of a third language is not one to stand in for the asked one.
  if (!page || !locale || (locale !== lang && locale !== DEFAULT_LOCALE)) throw notFound(scope.locale);
  const path = contentPagePath(page.slug);
  return {
    id: page.id,
    slug: page.slug,
    url: `/${page.slug}`,
    title: page.title,
    content: safePageHtml(page.content),
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    locale,
    fallback: locale !== lang,
    paths: Object.fromEntries(locales.filter((other) => page.languages.includes(other)).map((other) => [other, path])),
  };
}
