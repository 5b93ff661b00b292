import { normalizeZip } from '@konfety/domain/company';
import type { AddressSnapshot } from '@konfety/domain/checkout';
import type { AddressBody } from './schemas';

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
