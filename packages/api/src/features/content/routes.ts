import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, langQuery } from '../../http/schemas';
import { SHARED_CACHE } from '../../http/shared-cache';
import { blogCategorySchema, posterSchema, settingSchema } from './schemas';
import { activePoster, blogCategories, settingsOf } from './service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: 'Named settings of a language (menus, contacts, intro popup, maintenance, mega-menu categories)',
        description: 'A setting the language does not define falls back to the Czech value, so every language answers the same names.',
        querystring: langQuery,
        response: { 200: z.object({ data: z.array(settingSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await settingsOf(request.siteScope(), request.query.lang ?? request.site.locale) }),
  );

  app.get(
    '/poster',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: 'Banners active now, grouped by position (banner.promo, banner.popup_desktop, banner.popup_mobile)',
        querystring: langQuery,
        response: { 200: z.object({ data: posterSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await activePoster(request.siteScope(), request.query.lang ?? request.site.locale) }),
  );

  app.get(
    '/blog/categories/list',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: "Blog post categories of the request's site (client-url) language",
        response: { 200: z.object({ data: z.array(blogCategorySchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await blogCategories(request.siteScope()) }),
  );
};
