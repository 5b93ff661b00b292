import type { Product } from '@konfety/api/contract';
import type { Locale } from '../routing/route-names';

/**
 * Recently viewed products (SPEC §3/§7/§9), kept in the browser's local
 * storage under `last_viewed_products` as one JSON object with a list per
 * locale — `{ "cs": [entry, …], "sk": [...] }` — because a product's name,
 * URL and prices differ between the sites. Each list is newest first, holds
 * at most 3 products, and a product viewed again moves to the front.
 *
 * An entry has the SPEC §3 fields (`id, name, url, is_price_sale_active,
 * tax_rate, original_price, image, price`, prices tax-exclusive as the API
 * gives them) plus `price_vat` and `original_price_vat`, the tax-inclusive
 * prices the API computed, because the storefront never computes VAT itself
 * and has to show them. `url` is the API's path without a locale prefix;
 * `image` is the path inside the image size folders (null: no image).
 */
export const RECENTLY_VIEWED_KEY = 'last_viewed_products';
export const RECENTLY_VIEWED_MAX = 3;

/** The API product fields an entry keeps (SPEC §3 names, so they match the API's Product). */
type KeptFields = 'id' | 'name' | 'url' | 'is_price_sale_active' | 'tax_rate' | 'original_price' | 'price' | 'price_vat' | 'original_price_vat';

export type RecentlyViewedProduct = Pick<Product, KeptFields> & { image: string | null };

export type RecentlyViewedStore = Partial<Record<string, RecentlyViewedProduct[]>>;

/** What an entry is made from: an API product (SPEC §3 shape). */
export type ViewedProductSource = Pick<Product, KeptFields | 'main_image'>;

export function toRecentlyViewed(p: ViewedProductSource): RecentlyViewedProduct {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    is_price_sale_active: p.is_price_sale_active,
    tax_rate: { id: p.tax_rate.id, rate: p.tax_rate.rate },
    original_price: p.original_price,
    image: p.main_image,
    price: p.price,
    price_vat: p.price_vat,
    original_price_vat: p.original_price_vat,
  };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isIntOrNull = (v: unknown): v is number | null => v === null || isInt(v);

function isEntry(v: unknown): v is RecentlyViewedProduct {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  const tax = e.tax_rate as Record<string, unknown> | null | undefined;
  return (
    isInt(e.id) &&
    e.id > 0 &&
    typeof e.name === 'string' &&
    typeof e.url === 'string' &&
    e.url.startsWith('/') &&
    !e.url.startsWith('//') &&
    typeof e.is_price_sale_active === 'boolean' &&
    typeof tax === 'object' &&
    tax !== null &&
    isInt(tax.id) &&
    typeof tax.rate === 'number' &&
    isIntOrNull(e.original_price) &&
    (e.image === null || typeof e.image === 'string') &&
    isInt(e.price) &&
    isInt(e.price_vat) &&
    isIntOrNull(e.original_price_vat)
  );
}

/**
 * The stored value, tolerating anything another version of the shop or a
 * hand-edited storage left there: unreadable JSON gives an empty store, and
 * malformed entries are dropped (the storage is a hint, never an error).
 */
export function parseRecentlyViewed(raw: string | null | undefined): RecentlyViewedStore {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const store: RecentlyViewedStore = {};
  for (const [locale, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const entries: RecentlyViewedProduct[] = [];
    for (const e of list) {
      if (isEntry(e) && !entries.some((kept) => kept.id === e.id)) entries.push(toRecentlyViewed({ ...e, main_image: e.image }));
    }
    store[locale] = entries.slice(0, RECENTLY_VIEWED_MAX);
  }
  return store;
}

/** The store with `entry` first in its locale's list (an earlier view of it removed), cut to 3; other locales untouched. */
export function addRecentlyViewed(store: RecentlyViewedStore, locale: Locale, entry: RecentlyViewedProduct): RecentlyViewedStore {
  const others = (store[locale] ?? []).filter((e) => e.id !== entry.id);
  return { ...store, [locale]: [entry, ...others].slice(0, RECENTLY_VIEWED_MAX) };
}

/** A locale's list, newest first, optionally without one product (the one on screen). */
export function recentlyViewedIn(store: RecentlyViewedStore, locale: Locale, exceptId?: number): RecentlyViewedProduct[] {
  return (store[locale] ?? []).filter((e) => e.id !== exceptId);
}

/**
 * Records a product view in `storage` and answers the locale's list as it was
 * before this view (newest first). Storage that is unavailable or full (private
 * mode, quota) only means nothing is remembered.
 */
export function rememberViewed(storage: Pick<Storage, 'getItem' | 'setItem'>, locale: Locale, product: ViewedProductSource): RecentlyViewedProduct[] {
  let store: RecentlyViewedStore = {};
  try {
    store = parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
  const before = recentlyViewedIn(store, locale);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(store, locale, toRecentlyViewed(product))));
  } catch {
    // full or blocked storage: the page works without the list
  }
  return before;
}
