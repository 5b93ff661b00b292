import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatZip,
  icoCheckDigit,
  isValidCzDic,
  isValidIco,
  isValidPhone,
  isValidSkDic,
  isValidSkIcDph,
  isValidTaxId,
  isValidZip,
  normalizeCzDic,
  normalizeIco,
  normalizePhone,
  normalizeSkIcDph,
  normalizeTaxId,
  normalizeZip,
} from '../src/company';

describe('IČO (weights 8..2, mod 11)', () => {
  it('computes the check digit for every remainder rule', () => {
    // 2·8+6·7+1·6+6·5+8·4+6·3+8·2 = 160, 160 mod 11 = 6 → 11 − 6 = 5
    expect(icoCheckDigit('2616868')).toBe(5);
    // 6·4+9·3+4·2 = 59, mod 11 = 4 → 7
    expect(icoCheckDigit('0000694')).toBe(7);
    // r = 0 → 1: 1·8 + 1·3 = 11
    expect(icoCheckDigit('1000010')).toBe(1);
    // r = 1 → 0: 1·8 + 1·4 = 12
    expect(icoCheckDigit('1000100')).toBe(0);
    // r = 10 → 1: 1·8 + 1·2 = 10
    expect(icoCheckDigit('1000001')).toBe(1);
    // r = 2 → 9
    expect(icoCheckDigit('0000001')).toBe(9);
    expect(() => icoCheckDigit('123')).toThrow(RangeError);
  });

  it('validates real and constructed IČOs', () => {
    expect(isValidIco('26168685')).toBe(true); // Seznam.cz
    expect(isValidIco('00006947')).toBe(true); // Ministry of Finance
    expect(isValidIco('10000101')).toBe(true);
    expect(isValidIco('10001000')).toBe(true);
    expect(isValidIco('10000011')).toBe(true);
    expect(isValidIco('00000019')).toBe(true);
    expect(isValidIco('261 68 685')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidIco('26168684')).toBe(false);
    expect(isValidIco('10001001')).toBe(false);
    expect(isValidIco('2616868')).toBe(false);
    expect(isValidIco('261686850')).toBe(false);
    expect(isValidIco('abcdefgh')).toBe(false);
    expect(isValidIco('')).toBe(false);
  });

  it('normalises by removing spaces', () => {
    expect(normalizeIco(' 261 686 85 ')).toBe('26168685');
    expect(normalizeIco('26168684')).toBeNull();
  });
});

describe('Czech DIČ', () => {
  it('accepts CZ + valid IČO for 8 digits and CZ + 9–10 digits', () => {
    expect(isValidCzDic('CZ26168685')).toBe(true);
    expect(normalizeCzDic('cz 261 68 685')).toBe('CZ26168685');
    expect(isValidCzDic('CZ123456789')).toBe(true);
    expect(isValidCzDic('CZ1234567890')).toBe(true);
  });

  it('rejects an 8-digit DIČ with an invalid IČO, wrong lengths, and a missing or foreign prefix', () => {
    expect(isValidCzDic('CZ26168684')).toBe(false);
    expect(isValidCzDic('CZ1234567')).toBe(false);
    expect(isValidCzDic('CZ12345678901')).toBe(false);
    expect(isValidCzDic('26168685')).toBe(false);
    expect(isValidCzDic('SK26168685')).toBe(false);
    expect(isValidCzDic('CZ2616868A')).toBe(false);
  });
});

describe('Slovak DIČ and IČ DPH', () => {
  it('DIČ is 10 digits', () => {
    expect(isValidSkDic('2022749619')).toBe(true);
    expect(isValidSkDic('202 274 9619')).toBe(true);
    expect(isValidSkDic('202274961')).toBe(false);
    expect(isValidSkDic('SK2022749619')).toBe(false);
  });

  it('IČ DPH: SK + 10 digits divisible by 11 with an allowed third digit', () => {
    // 2022749619 = 11 × 183886329
    expect(isValidSkIcDph('SK2022749619')).toBe(true);
    expect(normalizeSkIcDph('sk 202 274 96 19')).toBe('SK2022749619');
    // 2070000009 = 11 × 188181819, third digit 7
    expect(isValidSkIcDph('SK2070000009')).toBe(true);
  });

  it('rejects IČ DPH that is not divisible by 11, has third digit 5, starts with 0 or lacks SK', () => {
    expect(isValidSkIcDph('SK2022749618')).toBe(false);
    // 2050000007 = 11 × 186363637 but the third digit is 5
    expect(isValidSkIcDph('SK2050000007')).toBe(false);
    // 0020000002 = 11 × 1818182 but starts with 0
    expect(isValidSkIcDph('SK0020000002')).toBe(false);
    expect(isValidSkIcDph('2022749619')).toBe(false);
    expect(isValidSkIcDph('SK202274961')).toBe(false);
  });
});

describe('normalizeTaxId by country', () => {
  it('uses the country rules', () => {
    expect(normalizeTaxId('cz26168685', 'CZ')).toBe('CZ26168685');
    expect(normalizeTaxId('2022749619', 'sk')).toBe('2022749619');
    expect(normalizeTaxId('sk2022749619', 'SK')).toBe('SK2022749619');
    expect(normalizeTaxId('2022749619', 'CZ')).toBeNull();
    expect(normalizeTaxId('CZ26168685', 'SK')).toBeNull();
    expect(normalizeTaxId('de 123456789', 'DE')).toBe('DE123456789');
    expect(isValidTaxId('12', 'DE')).toBe(false);
    expect(isValidTaxId('CZ26168685', 'CZ')).toBe(true);
  });
});

describe('postal codes', () => {
  it('normalises Czech codes "120 00" → "12000"', () => {
    expect(normalizeZip('120 00', 'CZ')).toBe('12000');
    expect(normalizeZip('12000', 'cz')).toBe('12000');
    expect(normalizeZip(' 120\u00a000 ', 'CZ')).toBe('12000');
    expect(normalizeZip('790 01', 'CZ')).toBe('79001');
  });

  it('rejects wrong lengths, letters and the other country’s ranges', () => {
    expect(normalizeZip('1200', 'CZ')).toBeNull();
    expect(normalizeZip('120000', 'CZ')).toBeNull();
    expect(normalizeZip('12a00', 'CZ')).toBeNull();
    expect(normalizeZip('920 01', 'CZ')).toBeNull();
    expect(normalizeZip('012 34', 'CZ')).toBeNull();
    expect(normalizeZip('120 00', 'SK')).toBeNull();
    expect(normalizeZip('790 01', 'SK')).toBeNull();
    expect(normalizeZip('812 34', 'CZ')).toBeNull();
  });

  it('normalises Slovak codes (0, 8, 9 first)', () => {
    expect(normalizeZip('920 01', 'SK')).toBe('92001');
    expect(normalizeZip('811 01', 'SK')).toBe('81101');
    expect(normalizeZip('010 01', 'SK')).toBe('01001');
    expect(isValidZip('92001', 'SK')).toBe(true);
  });

  it('accepts a generic shape elsewhere', () => {
    expect(normalizeZip('sw1a 1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalizeZip('10115', 'DE')).toBe('10115');
    expect(normalizeZip('x', 'DE')).toBeNull();
  });

  it('shows Czech and Slovak codes as "602 00", whatever the spacing they were stored or typed with', () => {
    expect(formatZip('60200', 'CZ')).toBe('602 00');
    expect(formatZip('602 00', 'cz')).toBe('602 00');
    expect(formatZip('602\u00a000', 'CZ')).toBe('602 00');
    expect(formatZip('92001', 'SK')).toBe('920 01');
  });

  it('leaves another country\'s code as stored, and a Czech one that is not five digits', () => {
    expect(formatZip('10115', 'DE')).toBe('10115');
    expect(formatZip('SW1A 1AA', 'GB')).toBe('SW1A 1AA');
    expect(formatZip('6020', 'CZ')).toBe('6020');
  });

  it('takes a code without a country as one of the shop\'s own places (branches and pickup points are in CZ or SK)', () => {
    expect(formatZip('11000')).toBe('110 00');
    expect(formatZip('110 00')).toBe('110 00');
  });
});

describe('phone numbers', () => {
  it('accepts Czech/Slovak 9-digit numbers with or without the prefix', () => {
    expect(normalizePhone('777 123 456')).toBe('777123456');
    expect(normalizePhone('777-123-456')).toBe('777123456');
    expect(normalizePhone('777123456', '+420')).toBe('+420777123456');
    expect(normalizePhone('+420 777 123 456')).toBe('+420777123456');
    expect(normalizePhone('00420777123456')).toBe('+420777123456');
    expect(normalizePhone('+421 905 123 456', '+420')).toBe('+421905123456');
  });

  it('rejects wrong Czech/Slovak lengths and a leading zero', () => {
    expect(normalizePhone('77712345', '+420')).toBeNull();
    expect(normalizePhone('7771234567', '+421')).toBeNull();
    expect(normalizePhone('077712345', '+420')).toBeNull();
    expect(normalizePhone('+42077712345')).toBeNull();
  });

  it('accepts other countries within E.164 limits', () => {
    expect(normalizePhone('151 1234 5678', '+49')).toBe('+4915112345678');
    expect(normalizePhone('+4915112345678')).toBe('+4915112345678');
    expect(normalizePhone('123456', '+49')).toBe('+49123456');
    expect(normalizePhone('12345', '+49')).toBeNull();
    expect(normalizePhone('123456789012345', '+49')).toBeNull();
  });

  it('rejects garbage and bad prefixes', () => {
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('abc')).toBe(false);
    expect(isValidPhone('777123456', 'x')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('(777) 123 456')).toBe(true);
  });
});

describe('country names in addresses', () => {
  const listed = [
    { code: 'CZ', name: 'Česká republika' },
    { code: 'SK', name: 'Slovensko' },
  ];

  it('takes the name from the shop\'s countries list, as the checkout offered it', () => {
    expect(countryName('CZ', 'cs', listed)).toBe('Česká republika');
    expect(countryName('sk', 'cs', listed)).toBe('Slovensko');
  });

  it('names a code the list does not have in the locale\'s language', () => {
    expect(countryName('DE', 'cs', listed)).toBe('Německo');
    expect(countryName('AT', 'en')).toBe('Austria');
  });

  it('shows a stored value that is no country code as it is', () => {
    expect(countryName('Czechia!', 'cs')).toBe('Czechia!');
  });
});
