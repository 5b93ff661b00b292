import { isValidIco, isValidPhone, isValidTaxId, isValidZip, normalizeZip } from '@konfety/domain/company';
import type { AddressSnapshot } from '@konfety/domain/checkout';
import { validationMessage } from '@konfety/domain/validation';
import { formatMessage } from '@konfety/domain/i18n';
import type { AddressBody } from './schemas';

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * Rules a schema cannot express alone: ZIP format per country, IČO checksum
 * (required for a company order), DIČ format, and — for the delivery
 * address — that the shop ships to the country at all (SPEC §5).
 */
export function checkAddress(
  errors: FieldErrors,
  prefix: string,
  a: AddressBody,
  opts: { locale: string; knownCountries: Set<string>; companyRequired: boolean; shipsTo?: string },
) {
  const msg = (key: Parameters<typeof validationMessage>[0]) => validationMessage(key, {}, opts.locale);
  if (!opts.knownCountries.has(a.country)) addError(errors, `${prefix}.country`, msg('choice'));
  else if (opts.shipsTo && a.country !== opts.shipsTo) addError(errors, `${prefix}.country`, formatMessage(opts.locale, 'checkout.countryNotShipped'));
  if (a.zip && !isValidZip(a.zip, a.country)) addError(errors, `${prefix}.zip`, msg('zip'));
  if (opts.companyRequired && !a.companyId) addError(errors, `${prefix}.companyId`, formatMessage(opts.locale, 'checkout.companyIdRequired'));
  if (a.companyId && !isValidIco(a.companyId)) addError(errors, `${prefix}.companyId`, msg('ico'));
  if (a.vatId && !isValidTaxId(a.vatId, a.country)) addError(errors, `${prefix}.vatId`, msg('dic'));
}

export function checkPhone(errors: FieldErrors, phone: string, prefix: string, locale: string) {
  if (phone && !isValidPhone(phone, prefix)) addError(errors, 'phone', validationMessage('phone', {}, locale));
}

export function toSnapshot(a: AddressBody, contact: { email: string; phonePrefix: string; phone: string }): AddressSnapshot {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    companyId: a.companyId,
    vatId: a.vatId,
    street: a.street,
    city: a.city,
    zip: normalizeZip(a.zip, a.country) ?? a.zip,
    country: a.country,
    phonePrefix: contact.phonePrefix || null,
    phone: contact.phone,
    email: contact.email,
  };
}
