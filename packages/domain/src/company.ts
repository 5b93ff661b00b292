/**
 * Czech and Slovak company and tax identifiers, postal codes, and how an address shows them.
 * Sources: czech-commerce.md (python-stdnum cz/ico, sk/ico, cz/dic, sk/dph).
 *
 * Every `isValid…` accepts user input (spaces are ignored, letters may be lower
 * case); every `normalize…` answers the canonical form or null when invalid.
 */

/** Countries whose identifiers and postal codes this module knows. */
export type CompanyCountry = 'CZ' | 'SK';

function compact(value: string): string {
  return value.replace(/[\s\u00a0]+/g, '').toUpperCase();
}

/**
 * Check digit of an IČO from its first seven digits: weights 8…2, r = sum mod 11;
 * 1 when r = 0, 0 when r = 1, otherwise 11 − r. Same algorithm in CZ and SK.
 */
export function icoCheckDigit(firstSeven: string): number {
  if (!/^\d{7}$/.test(firstSeven)) throw new RangeError(`IČO check digit needs 7 digits: ${firstSeven}`);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(firstSeven[i]) * (8 - i);
  const r = sum % 11;
  if (r === 0) return 1;
  if (r === 1) return 0;
  return 11 - r;
}

/** IČO without spaces ("259 666 75" → "25966675"), or null when it is not 8 digits with a valid check digit. */
export function normalizeIco(ico: string): string | null {
  const s = compact(ico);
  if (!/^\d{8}$/.test(s)) return null;
  return icoCheckDigit(s.slice(0, 7)) === Number(s[7]) ? s : null;
}

/** IČO (CZ and SK): exactly 8 digits whose last digit is the mod-11 check digit. */
export function isValidIco(ico: string): boolean {
  return normalizeIco(ico) !== null;
}

/**
 * Czech DIČ: "CZ" + 8–10 digits. With 8 digits (legal entities) the digits must
 * be a valid IČO; 9–10 digits (natural persons, birth-number based) are only
 * checked for length. Answers e.g. "CZ25596641", or null.
 */
export function normalizeCzDic(dic: string): string | null {
  const s = compact(dic);
  const m = /^CZ(\d{8,10})$/.exec(s);
  if (!m) return null;
  const digits = m[1]!;
  if (digits.length === 8 && !isValidIco(digits)) return null;
  return s;
}

export function isValidCzDic(dic: string): boolean {
  return normalizeCzDic(dic) !== null;
}

/** Slovak DIČ: exactly 10 digits (no country prefix). */
export function isValidSkDic(dic: string): boolean {
  return /^\d{10}$/.test(compact(dic));
}

/**
 * Slovak IČ DPH (VAT id): "SK" + 10 digits, first digit not 0, third digit in
 * {2,3,4,7,8,9}, the 10-digit number divisible by 11 (python-stdnum sk/dph).
 */
export function normalizeSkIcDph(value: string): string | null {
  const s = compact(value);
  const m = /^SK([1-9]\d[234789]\d{7})$/.exec(s);
  if (!m) return null;
  return Number(m[1]) % 11 === 0 ? s : null;
}

export function isValidSkIcDph(value: string): boolean {
  return normalizeSkIcDph(value) !== null;
}

/**
 * The tax id ("DIČ" field of an address) for a country: a Czech DIČ for CZ;
 * for SK either a Slovak DIČ (10 digits) or an IČ DPH (SK + 10 digits).
 * Other countries: 2 letters + 2–13 letters/digits (EU VAT id shape), unchecked.
 */
export function normalizeTaxId(value: string, country: string): string | null {
  const c = country.toUpperCase();
  if (c === 'CZ') return normalizeCzDic(value);
  if (c === 'SK') {
    const s = compact(value);
    if (isValidSkDic(s)) return s;
    return normalizeSkIcDph(s);
  }
  const s = compact(value);
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(s) ? s : null;
}

export function isValidTaxId(value: string, country: string): boolean {
  return normalizeTaxId(value, country) !== null;
}

/**
 * Postal code. CZ and SK: 5 digits, written "120 00" or "12000"; stored without
 * the space. Czech PSČ start with 1–7, Slovak PSČ with 0, 8 or 9 (the two
 * ranges do not overlap, so a code typed for the wrong country is caught).
 * Other countries: 3–10 letters, digits, spaces or hyphens, upper-cased.
 */
export function normalizeZip(zip: string, country: string): string | null {
  const c = country.toUpperCase();
  if (c === 'CZ' || c === 'SK') {
    const s = zip.replace(/[\s\u00a0]+/g, '');
    if (!/^\d{5}$/.test(s)) return null;
    const first = s[0]!;
    if (c === 'CZ' && !'1234567'.includes(first)) return null;
    if (c === 'SK' && !'089'.includes(first)) return null;
    return s;
  }
  const s = zip.trim().replace(/[\s\u00a0]+/g, ' ').toUpperCase();
  return /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(s) ? s : null;
}

export function isValidZip(zip: string, country: string): boolean {
  return normalizeZip(zip, country) !== null;
}

/**
 * A postal code as an address shows it: Czech and Slovak codes (stored "60200") as "602 00", any other country's
 * as stored. Without a country the code is one of the shop's own places (a branch, a pickup point), which are in
 * the Czech Republic or Slovakia.
 */
export function formatZip(zip: string, country?: string): string {
  const digits = zip.replace(/[\s\u00a0]+/g, '');
  if ((country !== undefined && !/^(CZ|SK)$/i.test(country)) || !/^\d{5}$/.test(digits)) return zip;
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/**
 * A country's name in an address: the name the shop's countries list gives it (what the checkout offered), else
 * the locale's own name for the code (Intl.DisplayNames, e.g. a country no longer listed), else the code.
 */
export function countryName(code: string, locale: string, listed: ReadonlyArray<{ code: string; name: string }> = []): string {
  const upper = code.toUpperCase();
  const fromList = listed.find((c) => c.code.toUpperCase() === upper)?.name;
  if (fromList) return fromList;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(upper) ?? upper;
  } catch {
    // Not a region code at all (Intl refuses it): show what was stored.
    return code;
  }
}

/**
 * Phone number, optionally with the separately chosen prefix (SPEC §3 prefixes).
 * Spaces, dashes, dots and brackets are dropped, a leading 00 becomes +.
 * With +420/+421 the national number must be exactly 9 digits; otherwise the
 * national part needs 6–14 digits and the whole number at most 15 (E.164).
 * Answers "+420777123456", or the bare national digits when no prefix is known.
 */
export function normalizePhone(phone: string, prefix = ''): string | null {
  let s = phone.replace(/[\s\u00a0\-./()]+/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  let p = prefix.replace(/\s+/g, '');
  if (p !== '' && !/^\+\d{1,3}$/.test(p)) return null;
  if (s.startsWith('+')) {
    // The number carries its own country code; it wins over the prefix field.
    const cc = /^\+(420|421)/.exec(s);
    if (cc) {
      p = `+${cc[1]}`;
      s = s.slice(p.length);
    } else {
      return /^\+[1-9]\d{6,14}$/.test(s) ? s : null;
    }
  }
  if (!/^\d+$/.test(s)) return null;
  if (p === '+420' || p === '+421' || (p === '' && s.length === 9)) {
    return s.length === 9 && s[0] !== '0' ? p + s : null;
  }
  if (s.length < 6 || s.length > 14) return null;
  if (p !== '' && p.length - 1 + s.length > 15) return null;
  return p + s;
}

export function isValidPhone(phone: string, prefix = ''): boolean {
  return normalizePhone(phone, prefix) !== null;
}
