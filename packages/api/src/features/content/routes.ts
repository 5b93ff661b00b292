import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { imageUrl } from '@konfety/domain/media';
import { errorResponses, localeParam } from '../../http/schemas';
import { blogCategorySchema, posterSchema, settingSchema } from './schemas';

/** The locale whose content stands in for a setting a language does not define. */
const FALLBACK_LOCALE = 'cs';

const langQuery = z.object({
  lang: localeParam.optional().meta({ description: "Content language: cs, sk or en; defaults to the request's site (client-url) language" }),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Named settings of a language (menus, contacts, intro popup, maintenance, mega-menu categories)',
        description: 'A setting the language does not define falls back to the Czech value, so every language answers the same names.',
        querystring: langQuery,
        response: { 200: z.object({ data: z.array(settingSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? request.site.locale;
      const locales = lang === FALLBACK_LOCALE ? [lang] : [lang, FALLBACK_LOCALE];
      const rows = await db
        .select({ locale: schema.settings.locale, name: schema.settings.name, value: schema.settings.value })
        .from(schema.settings)
        .where(inArray(schema.settings.locale, locales))
        .orderBy(asc(schema.settings.id));
      const byName = new Map<string, unknown>();
      for (const row of rows) if (row.locale === lang) byName.set(row.name, row.value);
      for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.value);
      return { data: [...byName].map(([name, value]) => ({ name, value })) };
    },
  );

  app.get(
    '/poster',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners active now, grouped by position (banner.promo, banner.popup_desktop, banner.popup_mobile)',
        querystring: langQuery,
        response: { 200: z.object({ data: posterSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? request.site.locale;
      const at = now();
      const b = schema.banners;
      const rows = await db
        .select()
        .from(b)
        .where(
          and(
            eq(b.locale, lang),
            eq(b.active, true),
            or(isNull(b.activeFrom), lte(b.activeFrom, at)),
            or(isNull(b.activeTo), gt(b.activeTo, at)),
          ),
        )
        .orderBy(asc(b.sort), asc(b.id));
      const data: z.infer<typeof posterSchema> = { 'banner.promo': [], 'banner.popup_desktop': [], 'banner.popup_mobile': [] };
      for (const row of rows) {
        const image = row.image ?? (row.path ? imageUrl(row.path, 'big') : null);
        data[row.position]?.push({ id: row.id, title: row.title, url: row.url, target: row.target, path: row.path, image });
      }
      return { data };
    },
  );

  app.get(
    '/blog/categories/list',
    {
      schema: {
        tags: ['content'],
        summary: "Blog post categories of the request's site (client-url) language",
        response: { 200: z.object({ data: z.array(blogCategorySchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const c = schema.blogCategories;
      const p = schema.blogPosts;
      const rows = await db
        .select({ id: c.id, slug: c.slug, name: c.name, posts_count: count(p.id) })
        .from(c)
        .leftJoin(p, and(eq(p.categoryId, c.id), eq(p.active, true), lte(p.publishedAt, now())))
        .where(eq(c.locale, request.site.locale))
        .groupBy(c.id)
        .orderBy(asc(c.position), asc(c.id));
      return { data: rows };
    },
  );
};
