import { describe, expect, it } from 'vitest';
import { sizeTableIn } from '../src/catalog';
import {
  FACET_PARAMS,
  oneSizeVariantName,
  priceBoundToCzk,
  priceRangeIn,
  productColorValues,
  productSizes,
  sizeLabel,
  sizesText,
  sizeVariantName,
  variantNameIn,
} from '../src/facets';
import { convertFromCzk, CZK, type CurrencyRate } from '../src/format';
import { cs, en, formatMessage, sk } from '../src/i18n';

const EUR: CurrencyRate = { rate: '0.04', decimals: 2 };
/** A currency whose unit is worth more than a crown and whose rate is not a round number. */
const ODD: CurrencyRate = { rate: '0.0371', decimals: 3 };

describe('facet vocabularies', () => {
  it('every colour has a name in each language', () => {
    for (const color of productColorValues) {
      for (const catalogue of [cs, sk, en]) expect(catalogue[`color.${color}`], color).toBeTruthy();
    }
    expect(formatMessage('cs', 'color.tmavomodra')).toBe('Tmavě modrá');
    expect(Object.keys(cs).filter((k) => k.startsWith('color.'))).toHaveLength(productColorValues.length);
  });

  it('writes heights with an en dash and centimetres, letter sizes as they are', () => {
    expect(sizeLabel('110-116')).toBe('110–116 cm');
    expect(sizeLabel('XL')).toBe('XL');
    expect(productSizes.every((s) => /^[A-Z]+$|^\d+-\d+$/.test(s))).toBe(true);
  });

  it("writes a product's sizes as one sorted text, empty for none", () => {
    expect(sizesText(['M', 'L', 'XL', 'M'])).toBe('|L|M|XL|');
    expect(sizesText([])).toBe('');
  });

  it('names its URL parameters in Czech, each once', () => {
    expect(Object.values(FACET_PARAMS)).toEqual(['cena-od', 'cena-do', 'znacka', 'velikost', 'barva']);
  });
});

describe('variant names and size tables in the page language', () => {
  /** Letters Czech has and Slovak has not. */
  const CZECH_ONLY = /[ěřůĚŘŮ]/;

  it('names the variants of sizes as the catalogue writes them in Czech, and in Slovak and English', () => {
    expect(sizeVariantName('98-104', 'cs')).toBe('98–104 (3–4 roky)');
    expect(sizeVariantName('110-116', 'cs')).toBe('110–116 (4–6 let)');
    expect(sizeVariantName('110-116', 'sk')).toBe('110–116 (4–6 rokov)');
    expect(sizeVariantName('110-116', 'en')).toBe('110–116 (4–6 years)');
    expect(sizeVariantName('XL', 'sk')).toBe('XL');
    for (const size of productSizes) expect(CZECH_ONLY.test(sizeVariantName(size, 'sk')), size).toBe(false);
  });

  it("shows a standard variant name in the page's language, and any other name as written", () => {
    for (const size of productSizes) expect(variantNameIn(sizeVariantName(size, 'cs'), 'cs')).toBe(sizeVariantName(size, 'cs'));
    expect(variantNameIn('122–128 (6–8 let)', 'sk')).toBe('122–128 (6–8 rokov)');
    expect(variantNameIn('122–128 (6–8 let)', 'en')).toBe('122–128 (6–8 years)');
    expect(variantNameIn(oneSizeVariantName.cs, 'sk')).toBe('Univerzálna');
    expect(variantNameIn('Univerzální', 'cs')).toBe('Univerzální');
    expect(variantNameIn('M', 'sk')).toBe('M');
    // Staff's own names, and a language the shop does not know, stay as they are.
    expect(variantNameIn('Modrá, vel. 110–116 (4–6 let)', 'sk')).toBe('Modrá, vel. 110–116 (4–6 let)');
    expect(variantNameIn('110–116 (4–6 let)', 'de')).toBe('110–116 (4–6 let)');
  });

  it("shows a size table in the page's language where it has one, else the Czech one, without its translations", () => {
    const table = {
      columns: ['Velikost', 'Věk'],
      rows: [['110–116', '4–6 let']],
      translations: { sk: { columns: ['Veľkosť', 'Vek'], rows: [['110–116', '4–6 rokov']] } },
    };
    expect(sizeTableIn(table, 'cs')).toEqual({ columns: ['Velikost', 'Věk'], rows: [['110–116', '4–6 let']] });
    expect(sizeTableIn(table, 'sk')).toEqual({ columns: ['Veľkosť', 'Vek'], rows: [['110–116', '4–6 rokov']] });
    expect(sizeTableIn(table, 'en')).toEqual({ columns: ['Velikost', 'Věk'], rows: [['110–116', '4–6 let']] });
    expect(sizeTableIn({ columns: ['Velikost'], rows: [['M']] }, 'sk')).toEqual({ columns: ['Velikost'], rows: [['M']] });
  });
});

describe('price bounds', () => {
  it('rounds a listing range outwards to whole units', () => {
    expect(priceRangeIn({ min: 12990, max: 129950 }, CZK)).toEqual({ min: 129, max: 1300 });
    expect(priceRangeIn({ min: 12900, max: 130000 }, CZK)).toEqual({ min: 129, max: 1300 });
    // 129,90 Kč is 5,20 €; 1 299,50 Kč is 51,98 €
    expect(priceRangeIn({ min: 12990, max: 129950 }, EUR)).toEqual({ min: 5, max: 52 });
  });

  it('keeps exactly the prices shown within the bounds, in crowns', () => {
    expect(priceBoundToCzk(500, CZK, 'from')).toBe(50000);
    expect(priceBoundToCzk(500, CZK, 'to')).toBe(50000);
    expect(priceBoundToCzk(0, CZK, 'from')).toBe(0);
  });

  it.each([
    ['euros', EUR],
    ['an odd currency', ODD],
  ])('keeps exactly the prices shown within the bounds, in %s', (_name, currency) => {
    for (const units of [0, 1, 5, 52, 99, 100, 1234]) {
      const limit = units * 10 ** currency.decimals;
      const to = priceBoundToCzk(units, currency, 'to');
      expect(convertFromCzk(to, currency), `to ${units}`).toBeLessThanOrEqual(limit);
      expect(convertFromCzk(to + 1, currency), `to ${units}`).toBeGreaterThan(limit);
      const from = priceBoundToCzk(units, currency, 'from');
      expect(convertFromCzk(from, currency), `from ${units}`).toBeGreaterThanOrEqual(limit);
      if (from > 0) expect(convertFromCzk(from - 1, currency), `from ${units}`).toBeLessThan(limit);
    }
  });
});
