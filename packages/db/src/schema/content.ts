import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { sites } from './sites';
import { branches } from './branches';
import { createdAt, searchVector } from './columns';

/** Named JSON settings per locale: contacts, intropopup, topmenu, bottommenu, maintenance, categoriesMenu. */
export const settings = pgTable(
  'settings',
  {
    id: serial().primaryKey(),
    locale: varchar({ length: 5 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    value: jsonb().notNull(),
  },
  (t) => [uniqueIndex('settings_locale_name').on(t.locale, t.name)],
);

export const bannerPositions = ['banner.promo', 'banner.popup_desktop', 'banner.popup_mobile'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    locale: varchar({ length: 5 }).notNull(),
    position: varchar({ length: 32 }).$type<BannerPosition>().notNull(),
    title: text().notNull(),
    url: text(),
    target: varchar({ length: 16 }).notNull().default('_self'),
    path: text(),
    image: text(),
    activeFrom: timestamp({ withTimezone: true }),
    activeTo: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index('banners_locale_position').on(t.locale, t.position)],
);

export const searchPlaceholders = pgTable('search_placeholders', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  text: text().notNull(),
  position: integer().notNull().default(0),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  slug: varchar({ length: 160 }).notNull(),
  name: text().notNull(),
  position: integer().notNull().default(0),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    locale: varchar({ length: 5 }).notNull(),
    categoryId: integer().references(() => blogCategories.id),
    slug: varchar({ length: 200 }).notNull(),
    title: text().notNull(),
    perex: text().notNull(),
    content: text().notNull(),
    image: text(),
    author: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    active: boolean().notNull().default(true),
    searchVector: searchVector(),
  },
  (t) => [index('blog_posts_published').on(t.locale, t.publishedAt), index('blog_posts_search').using('gin', t.searchVector)],
);

/** The products an article mentions (issue 39: the article shows them as cards), in the order the author chose. */
export const blogPostProducts = pgTable(
  'blog_post_products',
  {
    postId: integer().notNull().references(() => blogPosts.id, { onDelete: 'cascade' }),
    productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  // The product's side: a product's deletion cascades here (migration 0028, apart from the table the seed writes: see 0022/0023).
  (t) => [primaryKey({ columns: [t.postId, t.productId] }), index('blog_post_products_product').on(t.productId)],
);

export const careers = pgTable('careers', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  slug: varchar({ length: 200 }).notNull(),
  title: text().notNull(),
  location: text().notNull(),
  employmentType: text().notNull(),
  perex: text().notNull(),
  content: text().notNull(),
  branchId: integer().references(() => branches.id),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  active: boolean().notNull().default(true),
});

export const events = pgTable('events', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  slug: varchar({ length: 200 }).notNull(),
  title: text().notNull(),
  perex: text().notNull(),
  content: text().notNull(),
  image: text(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }),
  location: text(),
  branchId: integer().references(() => branches.id),
  active: boolean().notNull().default(true),
});

export const pages = pgTable(
  'pages',
  {
    id: serial().primaryKey(),
    locale: varchar({ length: 5 }).notNull(),
    slug: varchar({ length: 200 }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    metaTitle: text(),
    metaDescription: text(),
    active: boolean().notNull().default(true),
    searchVector: searchVector(),
  },
  (t) => [uniqueIndex('pages_locale_slug').on(t.locale, t.slug), index('pages_search').using('gin', t.searchVector)],
);

export const documents = pgTable('documents', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  title: text().notNull(),
  category: text(),
  filePath: text().notNull(),
  position: integer().notNull().default(0),
});

export const services = pgTable('services', {
  id: serial().primaryKey(),
  locale: varchar({ length: 5 }).notNull(),
  slug: varchar({ length: 200 }).notNull(),
  title: text().notNull(),
  perex: text().notNull(),
  content: text().notNull(),
  image: text(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/**
 * How-to videos for customers (the account area's /account/videos): balloon arches, costume make-up, table
 * decorations. Files live under the media directory (`videoPath`, `posterPath`), served by the shop itself, so
 * the library works without any third-party player.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial().primaryKey(),
    locale: varchar({ length: 5 }).notNull(),
    slug: varchar({ length: 200 }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    topic: varchar({ length: 40 }).notNull(),
    videoPath: text().notNull(),
    posterPath: text().notNull(),
    /** The text track (WebVTT) with Czech subtitles, under the media directory. */
    captionsPath: text(),
    durationSeconds: integer().notNull(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_locale_position').on(t.locale, t.position)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull().references(() => sites.id),
    email: text().notNull(),
    source: varchar({ length: 32 }).notNull().default('footer'),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_site_email').on(t.siteId, t.email)],
);
