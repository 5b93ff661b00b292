/**
 * Czech account numbers ("prefix-number/bank") to IBAN, per the ČNB BBAN
 * layout: bank code (4) + prefix (6) + number (10), ISO 7064 mod 97-10 check digits.
 */
const CZ_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

function mod97(digits: string): number {
  let rem = 0;
  for (const ch of digits) rem = (rem * 10 + Number(ch)) % 97;
  return rem;
}

/** Letters to numbers (A=10 … Z=35) as ISO 13616 requires for the check. */
function ibanDigits(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

export function isValidIban(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  return mod97(ibanDigits(s.slice(4) + s.slice(0, 4))) === 1;
}

/** ČNB weighted mod-11 check of the prefix (6 digits) and the number (10 digits), decree 169/2011. */
function mod11Ok(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(padded[i]) * weights[i]!;
  return sum % 11 === 0;
}

export function isValidCzechAccount(account: string): boolean {
  const m = CZ_ACCOUNT.exec(account.replace(/\s+/g, ''));
  if (!m) return false;
  const [, prefix = '', number = ''] = m;
  return mod11Ok(prefix, [10, 5, 8, 4, 2, 1]) && mod11Ok(number, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) && /[1-9]/.test(number);
}

export function czechAccountToIban(account: string): string {
  const m = CZ_ACCOUNT.exec(account.replace(/\s+/g, ''));
  if (!m || !isValidCzechAccount(account)) throw new RangeError(`Not a valid Czech account number: ${account}`);
  const [, prefix = '', number = '', bank = ''] = m;
  const bban = bank + prefix.padStart(6, '0') + number.padStart(10, '0');
  const check = 98 - mod97(bban + ibanDigits('CZ') + '00');
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** Accepts either a Czech account number or an IBAN and answers the IBAN. */
export function toIban(accountOrIban: string): string {
  const compact = accountOrIban.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{2}\d{2}/.test(compact)) {
    if (!isValidIban(compact)) throw new RangeError(`Invalid IBAN: ${accountOrIban}`);
    return compact;
  }
  return czechAccountToIban(compact);
}
