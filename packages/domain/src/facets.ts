import { type CurrencyRate, convertFromCzk, convertToCzk } from './format';
import type { Locale } from './i18n';

/*
 * Facets of the catalogue listings (SPEC §2 filter sidebar): the price range, brands, sizes and colours a listing's
 * products have, each value with its count, combinable, in the URL. The rules both sides share live here: the
 * vocabularies (colours, sizes), the storefront's URL parameter names, the limits, and how a price bound typed in the
 * visitor's currency becomes the API's bound in CZK haléře.
 */

/**
 * The colours a product is made in (`products.color`): the catalogue's closed vocabulary, by the value the URL and the
 * API use (the Czech adjective without diacritics), with the swatch the sidebar shows. Listed in the order a colour
 * facet shows them: neutrals, then the spectrum, then brown and the rainbow.
 */
export const productColors = {
  cerna: '#263238',
  bila: '#eceff1',
  seda: '#9e9e9e',
  stribrna: '#b0bec5',
  zlata: '#d4a52c',
  ruzovozlata: '#e3a98c',
  cervena: '#e53935',
  vinova: '#8e2438',
  ruzova: '#f06292',
  svetleruzova: '#f8bbd0',
  oranzova: '#fb8c00',
  zrzava: '#d2691e',
  zluta: '#fdd835',
  zelena: '#43a047',
  matova: '#7fd1b9',
  tyrkysova: '#1ec8d6',
  svetlemodra: '#90caf9',
  modra: '#1e88e5',
  tmavomodra: '#1a3a6b',
  fialova: '#8e24aa',
  hneda: '#795548',
  duhova: '#ff7043',
} as const;
export type ProductColor = keyof typeof productColors;
export const productColorValues = Object.keys(productColors) as [ProductColor, ...ProductColor[]];

/**
 * The sizes of variants (`variants.size`): children's costumes by body height, then letter sizes, in the order a size
 * facet lists them. A variant without a size (a balloon, a single-size product) has none.
 */
export const productSizes = ['98-104', '110-116', '122-128', '134-140', '146-152', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof productSizes)[number];

/** How a size is written for shoppers: a height range with an en dash and centimetres ("110–116 cm"), a letter size as it is. */
export function sizeLabel(size: ProductSize): string {
  return /^\d+-\d+$/.test(size) ? `${size.replace('-', '–')} cm` : size;
}

export type ChildSize = Extract<ProductSize, `${number}-${number}`>;

/** The ages a child's size fits, in each language (the size tables' age column and the variants' names). */
export const childSizeAges: Readonly<Record<ChildSize, Readonly<Record<Locale, string>>>> = {
  '98-104': { cs: '3–4 roky', sk: '3–4 roky', en: '3–4 years' },
  '110-116': { cs: '4–6 let', sk: '4–6 rokov', en: '4–6 years' },
  '122-128': { cs: '6–8 let', sk: '6–8 rokov', en: '6–8 years' },
  '134-140': { cs: '8–10 let', sk: '8–10 rokov', en: '8–10 years' },
  '146-152': { cs: '10–12 let', sk: '10–12 rokov', en: '10–12 years' },
};

/** The name the catalogue gives a variant of a size: a child's height with its ages ("110–116 (4–6 let)"), a letter size as it is. */
export function sizeVariantName(size: ProductSize, locale: Locale): string {
  return size in childSizeAges ? `${size.replace('-', '–')} (${childSizeAges[size as ChildSize][locale]})` : size;
}

/** The name of a product's only variant, when it comes in one size. */
export const oneSizeVariantName: Readonly<Record<Locale, string>> = { cs: 'Univerzální', sk: 'Univerzálna', en: 'One size' };

let standardNames: Map<string, (locale: Locale) => string> | undefined;

/**
 * A variant's name on a page in `locale`. Variants have one name, written in Czech; the names the catalogue gives by
 * its vocabulary (a size's, the one size's) are known in every language, so those read in the page's; a name staff
 * wrote otherwise stays as written.
 */
export function variantNameIn(name: string, locale: string): string {
  if (locale === 'cs' || !Object.hasOwn(oneSizeVariantName, locale)) return name;
  standardNames ??= new Map<string, (locale: Locale) => string>([
    ...productSizes.map((size) => [sizeVariantName(size, 'cs'), (l: Locale) => sizeVariantName(size, l)] as const),
    [oneSizeVariantName.cs, (l: Locale) => oneSizeVariantName[l]],
  ]);
  return standardNames.get(name)?.(locale as Locale) ?? name;
}

/**
 * A product's sizes as one text, `|M|L|XL|` (`products.sizes`, kept by the database from its active variants, sorted):
 * a listing groups and filters its products by it as a plain text; grouping by an array cost the facet count twice as
 * much. `''` is a product without sizes. This is the database's rule (migration 0023_facets), written here for tests.
 */
export function sizesText(sizes: Iterable<string>): string {
  const sorted = [...new Set(sizes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.length === 0 ? '' : `|${sorted.join('|')}|`;
}

/** The facets a listing offers beside "in stock only", in the sidebar's order. */
export const facetNames = ['brand', 'size', 'color'] as const;
export type FacetName = (typeof facetNames)[number];

/**
 * The storefront URL's parameters of the facets (Czech; the Slovak and English pages use the same): repeated for
 * several values (`?znacka=amscan&znacka=godan`), prices in whole units of the currency the visitor sees.
 */
export const FACET_PARAMS = { priceFrom: 'cena-od', priceTo: 'cena-do', brand: 'znacka', size: 'velikost', color: 'barva' } as const;

/** The most values one facet may select (the API answers more with a 422; the storefront keeps the first ones). */
export const FACET_MAX_VALUES = 20;

/** The highest price bound the API takes, in haléře (10 million crowns): a bound is an integer, and the shop sells nothing near it. */
export const PRICE_BOUND_MAX = 1_000_000_000;

/** The highest bound a shopper may type, in whole units of any currency (anything above is no bound at all). */
export const PRICE_INPUT_MAX = 10_000_000;

/** A brand's slug as the catalogue writes them (the brand page's `/znacky/{slug}` too). */
export const BRAND_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BRAND_SLUG_MAX = 160;

/**
 * A listing's price range (the lowest and highest shown price in CZK haléře) in whole units of the visitor's
 * currency, rounded outwards, so every product of the range lies within what the sidebar offers: 129,90 Kč → 129,
 * 1 299,50 Kč → 1 300.
 */
export function priceRangeIn(range: { min: number; max: number }, currency: CurrencyRate): { min: number; max: number } {
  const unit = 10 ** currency.decimals;
  return { min: Math.floor(convertFromCzk(range.min, currency) / unit), max: Math.ceil(convertFromCzk(range.max, currency) / unit) };
}

/**
 * A price bound typed in whole units of the visitor's currency as the API's bound in CZK haléře: the products whose
 * shown price (converted and rounded as the cards show it) is at least `from`, or at most `to`, are exactly those
 * whose CZK price is at least, or at most, the answer. `from 100` in euros keeps a card showing 100,00 € and drops
 * one showing 99,99 €.
 */
export function priceBoundToCzk(units: number, currency: CurrencyRate, side: 'from' | 'to'): number {
  const limit = units * 10 ** currency.decimals;
  const shown = (czk: number) => convertFromCzk(czk, currency);
  const guess = Math.max(0, convertToCzk(limit, currency));
  // Shown prices never fall as the CZK price grows: "at least `limit`" is "above `limit` − 1".
  return side === 'to' ? firstAbove(shown, limit, guess) - 1 : firstAbove(shown, limit - 1, guess);
}

/** The smallest x ≥ 0 with f(x) > t, for a non-decreasing, unbounded f: galloping from `guess`, then halving. */
function firstAbove(f: (x: number) => number, t: number, guess: number): number {
  let lo = -1; // f(lo) ≤ t, or lo = −1
  let hi: number; // f(hi) > t
  if (f(guess) > t) {
    hi = guess;
    for (let step = 1; hi - step >= 0; step *= 2) {
      if (f(hi - step) <= t) {
        lo = hi - step;
        break;
      }
      hi -= step;
    }
  } else {
    lo = guess;
    let step = 1;
    while (f(lo + step) <= t) {
      lo += step;
      step *= 2;
    }
    hi = lo + step;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (f(mid) > t) hi = mid;
    else lo = mid;
  }
  return hi;
}
