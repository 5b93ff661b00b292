import { sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { InvoiceDetailsValues } from '@konfety/domain/profile';
import { validationMessage } from '@konfety/domain/validation';
import { fieldErrors, unauthorized } from '../../errors';
import type { ShopContext } from '../../shop-context';
import type { InvoiceDetailsOut } from './schemas';

/** The logged-in customer whose addresses these are; anybody else has none (401). */
export function customerIdOf(ctx: ShopContext): number {
  if (ctx.actor.kind !== 'customer') throw unauthorized(ctx.locale);
  return ctx.actor.userId;
}

/**
 * The columns an address and the invoice details share, from checked values. The country is looked up in
 * the same statement: an unknown or inactive code leaves it null, which the NOT NULL column refuses
 * (`unknownCountry` turns that into the field's 422).
 */
export function addressColumns(v: InvoiceDetailsValues) {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    company: v.company,
    companyId: v.companyId,
    vatId: v.vatId,
    street: v.street,
    city: v.city,
    zip: v.zip,
    countryId: sql<number>`(select ${schema.countries.id} from ${schema.countries} where ${schema.countries.code} = ${v.country} and ${schema.countries.active})`,
    phonePrefix: v.phonePrefix === '' ? null : v.phonePrefix,
    phone: v.phone,
    email: v.email,
  };
}

type AddressColumns = Pick<typeof schema.invoiceDetails.$inferSelect, 'firstname' | 'lastname' | 'company' | 'companyId' | 'vatId' | 'street' | 'city' | 'zip' | 'phonePrefix' | 'phone' | 'email'>;

export function presentAddressFields(row: AddressColumns, country: string): InvoiceDetailsOut {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    company_id: row.companyId,
    vat_id: row.vatId,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country,
    phone_prefix: row.phonePrefix,
    phone: row.phone,
    email: row.email,
  };
}

/** Whether a database error (or one of its causes, e.g. inside drizzle's DrizzleQueryError) is SQLSTATE `code` about `name` (a column or a constraint). */
export function isRefusal(error: unknown, code: string, name: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const r = e as { code?: unknown; column?: unknown; constraint?: unknown; message?: unknown };
    if (r.code === code && (r.column === name || r.constraint === name || (typeof r.message === 'string' && r.message.includes(`"${name}"`)))) return true;
  }
  return false;
}

/** An address naming a country the shop does not list: the country field's 422 ("choose one of the offered options"). */
export function unknownCountry(error: unknown, locale: string) {
  return isRefusal(error, '23502', 'country_id') ? fieldErrors(locale, { country: [validationMessage('choice', {}, locale)] }) : null;
}
