import { z } from 'zod';
import { locales } from '@konfety/domain/i18n';
import { listingProductSchema } from '../catalog/responses';

export const settingSchema = z
  .object({
    name: z.string().meta({ description: 'contacts, intropopup, topmenu, bottommenu, maintenance or categoriesMenu' }),
    value: z.unknown().meta({
      description:
        'JSON value. topmenu: [{ text, link, leave }]; bottommenu: [{ title, links: [{ text, link, leave }] }]; maintenance: { is_enabled, message }; intropopup: { is_active, … }; categoriesMenu: [category id, …]; contacts: { company, address, phone, email, ico, dic, social, opening_hours, notice }',
    }),
  })
  .meta({ title: 'Setting' });

export const bannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string().nullable().meta({ description: 'Where a click leads: a storefront path (/produkty/akce) or an absolute URL' }),
    target: z.string().meta({ description: 'Link target: _self, or _blank for a new tab' }),
    path: z.string().nullable().meta({ description: 'Image path inside the size folders, e.g. banners/cs-promo-doprava-zdarma.webp (served as /images/{big|ico}/{path})' }),
    image: z.string().nullable().meta({ description: 'Public URL of the full-size image, e.g. /images/big/banners/cs-promo-doprava-zdarma.webp' }),
  })
  .meta({ title: 'Banner' });

const bannerList = z.array(bannerSchema);

export const posterSchema = z
  .object({
    'banner.promo': bannerList.meta({ description: 'Closable promo strip above the header' }),
    'banner.popup_desktop': bannerList.meta({ description: 'Intro popup image for desktop' }),
    'banner.popup_mobile': bannerList.meta({ description: 'Intro popup image for mobile' }),
  })
  .meta({ title: 'Poster' });

export const blogCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    posts_count: z.number().int().meta({ description: 'Published, active posts in the category' }),
  })
  .meta({ title: 'BlogCategory' });

export type SettingOut = z.infer<typeof settingSchema>;
export type PosterOut = z.infer<typeof posterSchema>;
export type BlogCategoryOut = z.infer<typeof blogCategorySchema>;

export const contentPageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string().meta({ description: 'The page’s address in the storefront, without the language prefix: /{slug}' }),
    title: z.string(),
    content: z.string().meta({
      description: 'HTML made safe by the shop: headings, paragraphs, lists, tables, emphasis and links only; a link is http(s), mailto:, tel: or a path of the shop',
    }),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    locale: z.enum(locales).meta({ description: 'The language the page’s text is written in: the asked one, or `cs` when `fallback`' }),
    fallback: z.boolean().meta({
      description:
        'Whether the asked language has no page of this slug and this is the Czech one standing in: its text is Czech, so it is no language version of the asked language’s page (the storefront gives it no language alternates)',
    }),
    paths: z.partialRecord(z.enum(locales), z.string()).meta({
      description:
        'The page’s storefront path (without the language prefix, the canonical one: /info/{slug} for the fixed info pages, else /{slug}) in each language that has an active page of its own at this slug, the language versions of one page; a language missing here has none (it is answered the Czech page as a fallback). The storefront’s language alternates (hreflang) come from here',
    }),
  })
  .meta({ title: 'ContentPage' });
export type ContentPageOut = z.infer<typeof contentPageSchema>;

/** How many blog posts a list page shows. */
export const BLOG_PAGE_SIZE = 12;

export const blogPostCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string().meta({ description: 'The post’s address in the storefront, without the language prefix: /blog/{id}/{slug}' }),
    title: z.string(),
    perex: z.string(),
    image: z.string().nullable().meta({ description: 'Image path inside the size folders (served as /images/{size}/{path})' }),
    author: z.string().nullable(),
    published_at: z.string().meta({ description: 'ISO 8601' }),
    category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ title: 'BlogPostCard' });

export const blogPostListSchema = z
  .object({
    posts: z.array(blogPostCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ title: 'BlogPostList' });

export const blogPostSchema = blogPostCardSchema
  .extend({
    content: z.string().meta({ description: 'HTML made safe by the shop (as a content page’s)' }),
    related: z.array(blogPostCardSchema).meta({ description: 'Up to three newer-first posts of the same category (else of the language)' }),
    products: z.array(listingProductSchema).meta({ description: 'The products the article mentions (active ones, in the author’s order), as listing cards' }),
  })
  .meta({ title: 'BlogPost' });

export const blogListQuery = z.object({
  category: z.string().max(200).optional().meta({ description: 'A blog category’s slug; an unknown one lists nothing' }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export type BlogPostCardOut = z.infer<typeof blogPostCardSchema>;
export type BlogPostListOut = z.infer<typeof blogPostListSchema>;
export type BlogPostOut = z.infer<typeof blogPostSchema>;

export const eventCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string().meta({ description: 'Storefront path /eventy/{id}/{slug}' }),
    title: z.string(),
    perex: z.string(),
    image: z.string().nullable().meta({ description: 'Picture path inside the size folders: /images/{big|mid|ico}/{image}' }),
    starts_at: z.string().meta({ description: 'ISO 8601' }),
    ends_at: z.string().nullable(),
    location: z.string().nullable(),
  })
  .meta({ title: 'EventCard' });

export const eventListSchema = z
  .object({
    upcoming: z.array(eventCardSchema).meta({ description: 'Not yet over, soonest first' }),
    past: z.array(eventCardSchema).meta({ description: 'The latest past ones, newest first' }),
  })
  .meta({ title: 'EventList' });

export const eventSchema = eventCardSchema
  .extend({
    content: z.string().meta({ description: 'HTML made safe by the shop' }),
    past: z.boolean(),
    store: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: 'The store it takes place at or starts from' }),
  })
  .meta({ title: 'Event' });

export const careerCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string().meta({ description: 'Storefront path /kariera/{id}/{slug}' }),
    title: z.string(),
    perex: z.string(),
    location: z.string(),
    employment_type: z.string(),
    published_at: z.string(),
    store: z.object({ id: z.number().int(), name: z.string(), city: z.string() }).nullable().meta({ description: 'The store the position is at; null for the head office or the warehouse' }),
  })
  .meta({ title: 'CareerCard' });

export const careerSchema = careerCardSchema.extend({ content: z.string().meta({ description: 'HTML made safe by the shop' }) }).meta({ title: 'Career' });

export type EventCardOut = z.infer<typeof eventCardSchema>;
export type EventListOut = z.infer<typeof eventListSchema>;
export type EventOut = z.infer<typeof eventSchema>;
export type CareerCardOut = z.infer<typeof careerCardSchema>;
export type CareerOut = z.infer<typeof careerSchema>;

export const documentSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.string().nullable(),
    url: z.string().meta({ description: 'The file’s public path, /documents/{file}' }),
    size: z.number().int().meta({ description: 'Bytes' }),
    content_type: z.string().meta({ description: 'e.g. application/pdf' }),
  })
  .meta({ title: 'Document' });

export type DocumentOut = z.infer<typeof documentSchema>;
