import { describe, expect, it } from 'vitest';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recentlyViewedIn,
  rememberViewed,
  toRecentlyViewed,
  type ViewedProductSource,
} from '../../app/lib/recently-viewed';

function product(id: number, extra: Partial<ViewedProductSource> = {}): ViewedProductSource {
  return {
    id,
    name: `Produkt ${id}`,
    url: `/${id}/kostymy/produkt-${id}`,
    is_price_sale_active: false,
    tax_rate: { id: 1, rate: 21 },
    original_price: null,
    main_image: `products/${id}.webp`,
    price: 10000 * id,
    price_vat: 12100 * id,
    original_price_vat: null,
    ...extra,
  };
}

/** An in-memory Storage with a switch to make writes fail like a full quota. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  let full = false;
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    fill: () => (full = true),
    raw: () => data.get(RECENTLY_VIEWED_KEY),
  };
}

const ids = (list: Array<{ id: number }> | undefined) => (list ?? []).map((e) => e.id);

describe('recently viewed products (SPEC §3/§9)', () => {
  it('keeps the SPEC §3 fields plus the shown prices', () => {
    expect(toRecentlyViewed(product(2, { is_price_sale_active: true, original_price: 25000, original_price_vat: 30250 }))).toEqual({
      id: 2,
      name: 'Produkt 2',
      url: '/2/kostymy/produkt-2',
      is_price_sale_active: true,
      tax_rate: { id: 1, rate: 21 },
      original_price: 25000,
      image: 'products/2.webp',
      price: 20000,
      price_vat: 24200,
      original_price_vat: 30250,
    });
  });

  it('lists the newest first and keeps at most 3 per locale', () => {
    let store = {};
    for (const id of [1, 2, 3, 4]) store = addRecentlyViewed(store, 'cs', toRecentlyViewed(product(id)));
    expect(ids(recentlyViewedIn(store, 'cs'))).toEqual([4, 3, 2]);
  });

  it('moves a product viewed again to the front without duplicating it', () => {
    let store = {};
    for (const id of [1, 2, 3, 2]) store = addRecentlyViewed(store, 'cs', toRecentlyViewed(product(id)));
    expect(ids(recentlyViewedIn(store, 'cs'))).toEqual([2, 3, 1]);
    store = addRecentlyViewed(store, 'cs', toRecentlyViewed(product(1, { name: 'Nový název' })));
    expect(recentlyViewedIn(store, 'cs').map((e) => [e.id, e.name])).toEqual([
      [1, 'Nový název'],
      [2, 'Produkt 2'],
      [3, 'Produkt 3'],
    ]);
  });

  it('keeps the locales apart', () => {
    let store = {};
    store = addRecentlyViewed(store, 'cs', toRecentlyViewed(product(1)));
    store = addRecentlyViewed(store, 'sk', toRecentlyViewed(product(2)));
    store = addRecentlyViewed(store, 'sk', toRecentlyViewed(product(3)));
    expect(ids(recentlyViewedIn(store, 'cs'))).toEqual([1]);
    expect(ids(recentlyViewedIn(store, 'sk'))).toEqual([3, 2]);
    expect(recentlyViewedIn(store, 'en')).toEqual([]);
  });

  it('leaves out the product on screen', () => {
    let store = {};
    for (const id of [1, 2, 3]) store = addRecentlyViewed(store, 'cs', toRecentlyViewed(product(id)));
    expect(ids(recentlyViewedIn(store, 'cs', 2))).toEqual([3, 1]);
  });

  it('tolerates corrupt storage: bad JSON, wrong shapes and malformed entries', () => {
    expect(parseRecentlyViewed(null)).toEqual({});
    expect(parseRecentlyViewed('')).toEqual({});
    expect(parseRecentlyViewed('{not json')).toEqual({});
    expect(parseRecentlyViewed('[1,2,3]')).toEqual({});
    expect(parseRecentlyViewed('null')).toEqual({});
    expect(parseRecentlyViewed('"text"')).toEqual({});
    const good = toRecentlyViewed(product(7));
    const raw = JSON.stringify({
      cs: [{ id: 'x' }, null, good, { ...good, name: 'duplicate' }, { ...good, id: 8, url: '//evil.example/' }, { ...good, id: 9, extra: 'dropped' }],
      sk: 'not a list',
    });
    const store = parseRecentlyViewed(raw);
    expect(store.cs).toEqual([good, { ...good, id: 9 }]);
    expect(store.sk).toBeUndefined();
  });

  it('cuts an over-long stored list to 3', () => {
    const raw = JSON.stringify({ cs: [1, 2, 3, 4, 5].map((id) => toRecentlyViewed(product(id))) });
    expect(ids(parseRecentlyViewed(raw).cs)).toEqual([1, 2, 3]);
  });

  it('records a view in storage and answers the list as it was before', () => {
    const storage = memoryStorage({ [RECENTLY_VIEWED_KEY]: '{broken' });
    expect(rememberViewed(storage, 'cs', product(1))).toEqual([]);
    expect(ids(rememberViewed(storage, 'cs', product(2)))).toEqual([1]);
    expect(ids(rememberViewed(storage, 'cs', product(1)))).toEqual([2, 1]);
    expect(ids(JSON.parse(storage.raw()!).cs)).toEqual([1, 2]);
    expect(ids(rememberViewed(storage, 'sk', product(5)))).toEqual([]);
    expect(Object.keys(JSON.parse(storage.raw()!))).toEqual(['cs', 'sk']);
  });

  it('survives storage that cannot be written or read', () => {
    const storage = memoryStorage();
    storage.fill();
    expect(rememberViewed(storage, 'cs', product(1))).toEqual([]);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(rememberViewed(blocked, 'cs', product(1))).toEqual([]);
  });
});
