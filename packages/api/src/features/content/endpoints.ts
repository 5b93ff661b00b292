import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, langQuery } from '../../http/schemas';
import { blogCategorySchema, blogListQuery, blogPostListSchema, blogPostSchema, contentPageSchema, posterSchema, settingSchema } from './schemas';

export const settings = defineEndpoint({
  method: 'GET',
  path: '/settings',
  shared: true,
  tags: ['content'],
  summary: 'Named settings of a language (menus, contacts, intro popup, maintenance, mega-menu categories)',
  description: 'A setting the language does not define falls back to the Czech value, so every language answers the same names.',
  query: langQuery,
  responses: { 200: z.object({ data: z.array(settingSchema) }), ...errorResponses },
});

export const poster = defineEndpoint({
  method: 'GET',
  path: '/poster',
  shared: true,
  tags: ['content'],
  summary: 'Banners active now, grouped by position (banner.promo, banner.popup_desktop, banner.popup_mobile)',
  query: langQuery,
  responses: { 200: z.object({ data: posterSchema }), ...errorResponses },
});

export const blogCategories = defineEndpoint({
  method: 'GET',
  path: '/blog/categories/list',
  shared: true,
  tags: ['content'],
  summary: "Blog post categories of the request's site (client-url) language",
  responses: { 200: z.object({ data: z.array(blogCategorySchema) }), ...errorResponses },
});

export const contentPage = defineEndpoint({
  method: 'GET',
  path: '/pages/:slug',
  shared: true,
  tags: ['content'],
  summary: 'An information page of a language (terms, complaints procedure, privacy policy, about us …) by its slug',
  description: 'An unknown or inactive page is 404. The content is HTML the shop has made safe (tags and link schemes on an allow-list).',
  params: z.object({ slug: z.string().min(1).max(200) }),
  query: langQuery,
  responses: { 200: z.object({ data: contentPageSchema }), ...errorResponses },
});

export const blogPosts = defineEndpoint({
  method: 'GET',
  path: '/blog/posts',
  shared: true,
  tags: ['content'],
  summary: "Published blog posts of the request's site (client-url) language, newest first, a page of 12; `category` filters by a category's slug",
  query: blogListQuery,
  responses: { 200: z.object({ data: blogPostListSchema }), ...errorResponses },
});

export const blogPost = defineEndpoint({
  method: 'GET',
  path: '/blog/posts/:id',
  shared: true,
  tags: ['content'],
  summary: 'A published blog post of the site’s language with its safe HTML and related posts; unknown, inactive, scheduled or of another language: 404',
  params: z.object({ id: idParam }),
  responses: { 200: z.object({ data: blogPostSchema }), ...errorResponses },
});
