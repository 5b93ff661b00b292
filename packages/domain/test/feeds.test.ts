import { describe, expect, it } from 'vitest';
import { availabilityOf } from '../src/catalog';
import {
  carrierOf,
  deliveryIdFor,
  ean13Of,
  FEED_ID_PATTERN,
  feedAmount,
  feedDeliveryDate,
  feedDeliveryPrices,
  feedFormatsFor,
  feedGroupId,
  feedItemId,
  feedText,
  googleAvailability,
  gtinOf,
  HEUREKA_CATEGORIES,
  heurekaCategoryText,
  isFeedOffer,
  offerName,
  offerPrices,
  shopCategoryText,
} from '../src/feeds';
import { netFromGross } from '../src/pricing';
import { contentPagePath } from '../src/site-urls';

const prague = availabilityOf({ active: true, stock: [{ quantity: 2, isPrague: true, kind: 'warehouse' }], everStocked: true });
const brno = availabilityOf({ active: true, stock: [{ quantity: 2, isPrague: false, kind: 'store' }], everStocked: true });
const soldOut = availabilityOf({ active: true, stock: [{ quantity: 0, isPrague: true, kind: 'store' }], everStocked: true });
const never = availabilityOf({ active: true, stock: [], everStocked: false });

describe('feed ids', () => {
  it('uses the shop’s code where Heureka’s rule allows it, else a prefixed id that no code has', () => {
    expect(feedItemId({ id: 7, code: 'KOS-000123-M' })).toBe('KOS-000123-M');
    expect(feedItemId({ id: 7, code: 'KOS 123/M' })).toBe('v-7');
    expect(feedItemId({ id: 7, code: 'X'.repeat(37) })).toBe('v-7');
    expect(feedItemId({ id: 7, code: 'Č-1' })).toBe('v-7');
    expect(feedGroupId({ id: 3, code: 'KOS-000123' })).toBe('KOS-000123');
    expect(feedGroupId({ id: 3, code: '' })).toBe('p-3');
    for (const id of ['KOS-000123-M', 'v-7', 'p-3', 'a_b']) expect(id).toMatch(FEED_ID_PATTERN);
    expect('X'.repeat(37)).not.toMatch(FEED_ID_PATTERN);
  });
});

describe('which offers a feed lists', () => {
  it('lists what can be ordered now, never 18+ or switched-off products; Google takes sold-out ones too', () => {
    const product = { active: true, isAdult: false };
    expect(isFeedOffer(product, prague)).toBe(true);
    expect(isFeedOffer(product, brno)).toBe(true);
    expect(isFeedOffer(product, soldOut)).toBe(false);
    expect(isFeedOffer(product, soldOut, { forGoogle: true })).toBe(true);
    expect(isFeedOffer(product, never, { forGoogle: true })).toBe(true);
    expect(isFeedOffer({ active: true, isAdult: true }, prague, { forGoogle: true })).toBe(false);
    expect(isFeedOffer({ active: false, isAdult: false }, prague, { forGoogle: true })).toBe(false);
    expect(googleAvailability(prague)).toBe('in_stock');
    expect(googleAvailability(soldOut)).toBe('out_of_stock');
  });

  it('dates delivery by the shop’s availability: 0 from Prague stock, else the last day of 3–5, none when sold out', () => {
    expect(feedDeliveryDate(prague)).toBe(0);
    expect(feedDeliveryDate(brno)).toBe(5);
    expect(feedDeliveryDate(soldOut)).toBeNull();
    expect(feedDeliveryDate(never)).toBeNull();
  });

  it('publishes Zboží.cz for the Czech site only', () => {
    expect(feedFormatsFor('CZ')).toEqual(['heureka', 'zbozi', 'google']);
    expect(feedFormatsFor('SK')).toEqual(['heureka', 'google']);
  });
});

describe('prices', () => {
  it('are the domain’s: VAT per unit, the sale price only while the sale is on, converted as the shop shows them', () => {
    const net = netFromGross(29900, 2100);
    const sale = netFromGross(23900, 2100);
    expect(offerPrices({ price: net, priceSale: sale, isPriceSaleActive: true }, 2100)).toEqual({ regular: 29900, current: 23900, sale: 23900 });
    expect(offerPrices({ price: net, priceSale: sale, isPriceSaleActive: false }, 2100)).toEqual({ regular: 29900, current: 29900, sale: null });
    expect(feedAmount(29900, { rate: '1', decimals: 2 })).toBe('299.00');
    expect(feedAmount(129900, { rate: '0.04', decimals: 2 })).toBe('51.96');
  });

  it('delivers by the checkout’s rule: free from the threshold, the cash-on-delivery fee on top', () => {
    const ppl = { kind: 'courier' as const, price: netFromGross(11900, 2100), rateBp: 2100, freeFrom: 150000, codFee: 3900 };
    expect(feedDeliveryPrices(ppl, 149999)).toEqual({ price: 11900, cod: 15800 });
    expect(feedDeliveryPrices(ppl, 150000)).toEqual({ price: 0, cod: 3900 });
    expect(feedDeliveryPrices({ ...ppl, kind: 'branch_pickup', price: 0, codFee: null }, 100)).toEqual({ price: 0, cod: null });
  });
});

describe('carriers', () => {
  it('finds the carrier of the seed’s delivery methods by their names and links', () => {
    expect(carrierOf({ name: 'Kurýr PPL' })).toBe('ppl');
    expect(carrierOf({ name: 'Zásilkovna – výdejní místo' })).toBe('zasilkovna');
    expect(carrierOf({ name: 'Packeta – výdajné miesto' })).toBe('zasilkovna');
    expect(carrierOf({ name: 'Kuriér GLS' })).toBe('gls');
    expect(carrierOf({ name: 'Doručení na adresu', trackingUrl: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={number}' })).toBe('ppl');
    expect(carrierOf({ name: 'Česká pošta – Balík Do ruky' })).toBe('ceska_posta');
    expect(carrierOf({ name: 'Balíkovna' })).toBe('balikovna');
    expect(carrierOf({ name: 'Osobní odběr na prodejně' })).toBeNull();
    expect(carrierOf({ name: 'Supply chain' })).toBeNull();
  });

  it('maps them to each comparator’s codes; the stores’ pickup is Zboží’s own pickup and nothing on Heureka', () => {
    expect(deliveryIdFor('heureka', 'courier', 'ppl')).toBe('PPL');
    expect(deliveryIdFor('heureka', 'pickup_point', 'zasilkovna')).toBe('ZASILKOVNA');
    expect(deliveryIdFor('heureka', 'courier', 'zasilkovna')).toBe('ZASILKOVNA_NA_ADRESU');
    expect(deliveryIdFor('heureka', 'pickup_point', 'balikovna')).toBe('BALIKOVNA_DEPOTAPI');
    expect(deliveryIdFor('heureka', 'branch_pickup', null)).toBeNull();
    expect(deliveryIdFor('heureka', 'courier', null)).toBeNull();
    expect(deliveryIdFor('zbozi', 'branch_pickup', null)).toBe('VLASTNI_VYDEJNI_MISTA');
    expect(deliveryIdFor('zbozi', 'pickup_point', 'balikovna')).toBe('CESKA_POSTA_BALIKOVNA');
    expect(deliveryIdFor('zbozi', 'courier', 'gls')).toBe('GLS');
  });
});

describe('categories', () => {
  const costumes = { slug: 'kostymy', name: 'Kostýmy' };
  const kids = { slug: 'detske-kostymy', name: 'Dětské kostýmy' };
  const pirates = { slug: 'piratske-kostymy', name: 'Pirátské | kostýmy' };

  it('takes the nearest mapped category of the path, on the Heureka of the site’s country', () => {
    expect(heurekaCategoryText([costumes, kids], 'CZ')).toBe(HEUREKA_CATEGORIES['detske-kostymy']!.cz);
    expect(heurekaCategoryText([costumes, { slug: 'damske-kostymy', name: 'Dámské kostýmy' }], 'CZ')).toBe('Heureka.cz | Hobby | Karnevalové kostýmy');
    expect(heurekaCategoryText([costumes], 'SK')).toBe('Heureka.sk | Hobby | Karnevalové kostýmy');
    for (const [slug, paths] of Object.entries(HEUREKA_CATEGORIES)) {
      expect(paths.cz, slug).toMatch(/^Heureka\.cz \| [^|]+( \| [^|]+)*$/);
      expect(paths.sk, slug).toMatch(/^Heureka\.sk \| [^|]+( \| [^|]+)*$/);
    }
  });

  it('falls back to the shop’s own path, its separators kept out of the names', () => {
    expect(heurekaCategoryText([{ slug: 'novinky', name: 'Novinky' }, pirates], 'CZ')).toBe('Novinky | Pirátské kostýmy');
    expect(shopCategoryText([costumes, kids])).toBe('Kostýmy | Dětské kostýmy');
    expect(heurekaCategoryText([], 'CZ')).toBe('');
  });
});

describe('texts', () => {
  it('collapse white space, drop control characters and cut at a word, never inside a character', () => {
    expect(feedText('  Kostým\n\tpirát \u0001 velký  ', 100)).toBe('Kostým pirát velký');
    expect(feedText(null, 10)).toBe('');
    const long = 'slovo '.repeat(60);
    const cut = feedText(long, 200);
    expect([...cut].length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('slovo…')).toBe(true);
    const emoji = '🎉'.repeat(300);
    const emojiCut = feedText(emoji, 255);
    expect([...emojiCut].length).toBe(255);
    expect(emojiCut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('names a variant’s offer with its variant when the product has several', () => {
    expect(offerName('Kostým pirát', 'M', 3)).toBe('Kostým pirát M');
    expect(offerName('Balónky', 'Univerzální', 1)).toBe('Balónky');
  });

  it('takes only barcodes with a right check digit', () => {
    expect(gtinOf('8590000000011')).toBeNull();
    expect(gtinOf('4006381333931')).toBe('4006381333931');
    expect(ean13Of('4006381333931')).toBe('4006381333931');
    expect(gtinOf('036000291452')).toBe('036000291452');
    expect(ean13Of('036000291452')).toBe('0036000291452');
    expect(gtinOf('96385074')).toBe('96385074');
    expect(ean13Of('96385074')).toBeNull();
    expect(gtinOf('40063813339')).toBeNull();
    expect(gtinOf(null)).toBeNull();
  });
});

describe('content pages', () => {
  it('have their canonical path under /info for the fixed info pages', () => {
    expect(contentPagePath('o-nas')).toBe('/info/o-nas');
    expect(contentPagePath('obchodni-podminky')).toBe('/obchodni-podminky');
  });
});
