import type { AppLoadContext } from 'react-router';
import type { Locale } from '../routing/route-names';
import { type CardProduct, cardProduct } from '../components/catalog/ProductCard';
import type { Service } from './api.server';
import { visitor } from './session.server';
import { withPublished } from './blog.server';
import { type Packed, packFrom } from './packed';

/** The API data of the home page's sections (SPEC §2 home: services, top products, sale goods, blog news, social feed). */
export interface HomeSections {
  services: Service[];
  top: CardProduct[];
  sale: CardProduct[];
  news: ReturnType<typeof withPublished>[];
  social: SocialPost[];
}

/** A picture of the social feed (the `socialFeed` setting): kept by the shop, linking to its profile on the network. */
export interface SocialPost {
  image: string;
  url: string;
  alt: string;
  network: string;
}

/** The newest articles the home page shows. */
const NEWS_SIZE = 3;
const SOCIAL_SIZE = 8;

/** The setting read defensively: settings are free JSON, an item without its picture or an http(s) link is left out. */
function socialPosts(value: unknown): SocialPost[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const v = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const ok = typeof v.image === 'string' && typeof v.url === 'string' && /^https?:\/\//.test(v.url) && typeof v.alt === 'string';
    return ok ? [{ image: v.image as string, url: v.url as string, alt: v.alt as string, network: typeof v.network === 'string' ? v.network : '' }] : [];
  });
}

/** Products per product section: two rows of the four-column grid. */
const SHELF_SIZE = 8;

/** The sections' data in parallel, packed (lib/packed.ts); services are written per language, so they follow the page's locale. */
export async function homeSections(request: Request, context: AppLoadContext, locale: Locale): Promise<Packed<HomeSections>> {
  const { api } = await visitor(request, context);
  const [services, top, sale, blog, settings] = await Promise.all([
    api.data('GET /services', { query: { lang: locale } }),
    api.data('GET /catalog/products/top', { query: { limit: SHELF_SIZE } }),
    api.data('GET /catalog/products/sale', { query: { limit: SHELF_SIZE } }),
    api.data('GET /blog/posts'),
    api.data('GET /settings', { query: { lang: locale } }),
  ]);
  return packFrom([services, top, sale, blog, settings], () => ({
    services,
    top: top.map(cardProduct),
    sale: sale.products.map(cardProduct),
    news: blog.posts.slice(0, NEWS_SIZE).map((post) => withPublished(locale, post)),
    social: socialPosts(settings.find((s) => s.name === 'socialFeed')?.value).slice(0, SOCIAL_SIZE),
  }));
}
