import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, langQuery } from '../../http/schemas';
import { blogCategorySchema, blogListQuery, blogPostListSchema, blogPostSchema, careerCardSchema, careerSchema, contentPageSchema, documentSchema, eventListSchema, eventSchema, posterSchema, settingSchema } from './schemas';

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
  description:
    'An unknown or inactive page is 404; a page the language has not is its Czech one (as a setting falls back to Czech: legal pages exist in Czech first), marked `fallback`. `paths` names the languages that have a page of their own at the slug (its language versions) and its path in each. The content is HTML the shop has made safe (tags and link schemes on an allow-list).',
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

export const events = defineEndpoint({
  method: 'GET',
  path: '/events',
  shared: true,
  tags: ['content'],
  summary: 'Events of the site’s language: the upcoming and running ones and the latest past ones',
  responses: { 200: z.object({ data: eventListSchema }), ...errorResponses },
});

export const event = defineEndpoint({
  method: 'GET',
  path: '/events/:id',
  shared: true,
  tags: ['content'],
  summary: 'An event with its text (safe HTML), whether it is over, and its store',
  description: '404 for an unknown or hidden event, or one of another language.',
  params: z.object({ id: idParam }),
  responses: { 200: z.object({ data: eventSchema }), ...errorResponses },
});

export const careers = defineEndpoint({
  method: 'GET',
  path: '/careers',
  shared: true,
  tags: ['content'],
  summary: 'Open positions of the site’s language, newest first, each with its store',
  responses: { 200: z.object({ data: z.array(careerCardSchema) }), ...errorResponses },
});

export const career = defineEndpoint({
  method: 'GET',
  path: '/careers/:id',
  shared: true,
  tags: ['content'],
  summary: 'An open position with its text (safe HTML)',
  description: '404 for a position that is filled, unknown or of another language.',
  params: z.object({ id: idParam }),
  responses: { 200: z.object({ data: careerSchema }), ...errorResponses },
});

export const documents = defineEndpoint({
  method: 'GET',
  path: '/documents',
  shared: true,
  tags: ['content'],
  summary: 'Documents to download of the site’s language (terms, forms …) with their files’ sizes and types',
  responses: { 200: z.object({ data: z.array(documentSchema) }), ...errorResponses },
});
