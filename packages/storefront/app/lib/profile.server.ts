import { redirect } from 'react-router';
import { formatZip } from '@konfety/domain/company';
import { INVOICE_DETAILS_FIELDS, SAVED_ADDRESS_FIELDS } from '@konfety/domain/profile';
import { translate } from '../i18n/catalogue.server';
import { guardRedirect } from '../routing/guards.server';
import type { Locale } from '../routing/route-names';
import { type ApiClient, ApiError, type InvoiceDetails, type SavedAddress, type User } from './api.server';
import type { Cookies } from './cookies.server';
import { idParam } from './params.server';
import { seeOther } from './forms.server';
import type { ProfileValues } from './profile';

/**
 * The forms of the account's delivery addresses and invoice details, on the server: reading a post, checking it
 * with the domain's rules (the API's own, `@konfety/domain/profile`), the values a saved row shows in a form, and
 * the answers of the page actions.
 */

/** The longest value kept from a post: above every field's limit, so nothing valid is cut and nothing huge is echoed. */
const MAX_VALUE = 300;

/** A form's text fields (absent ones as empty strings), as the form shows them again. */
export function readFields(form: FormData, fields: readonly string[]): ProfileValues {
  const values: ProfileValues = {};
  for (const name of fields) {
    const v = form.get(name);
    values[name] = typeof v === 'string' ? v.slice(0, MAX_VALUE) : '';
  }
  return values;
}

/** A record id from a form or a query (the route parameters' canonical id), else null. */
export function recordId(value: FormDataEntryValue | string | null | undefined): number | null {
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const readAddressForm = (form: FormData) => readFields(form, SAVED_ADDRESS_FIELDS);
export const readInvoiceForm = (form: FormData) => readFields(form, INVOICE_DETAILS_FIELDS);

/** A saved address or the invoice details as form values (the PSČ written "120 00"). */
export function profileFormValues(a: SavedAddress | InvoiceDetails): ProfileValues {
  return {
    ...('name' in a ? { name: a.name ?? '' } : {}),
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? '',
    companyId: a.company_id ?? '',
    vatId: a.vat_id ?? '',
    street: a.street,
    city: a.city,
    zip: formatZip(a.zip, a.country),
    country: a.country,
    phonePrefix: a.phone_prefix ?? '',
    phone: a.phone ?? '',
    email: a.email ?? '',
  };
}

/** What the address page's query asks to show: the list with the add form, one address in the edit form, or the confirmation of a delete. */
export type AddressView = { mode: 'list' } | { mode: 'edit'; id: number } | { mode: 'delete'; id: number };

/** `?edit=<id>` or `?delete=<id>` of one of the customer's addresses; anything else is the list. */
export function addressView(search: URLSearchParams, addresses: readonly SavedAddress[] | null): AddressView {
  const known = (v: string | null) => {
    const id = recordId(v);
    return id !== null && addresses?.some((a) => a.id === id) ? id : null;
  };
  const del = known(search.get('delete'));
  if (del !== null) return { mode: 'delete', id: del };
  const edit = known(search.get('edit'));
  return edit !== null ? { mode: 'edit', id: edit } : { mode: 'list' };
}

/** The API refused the visitor's token (it lapsed after the page was shown): back home to log in, this page remembered (the auth guard's rule). */
export function whenLoggedOut(error: unknown, url: URL): void {
  if (error instanceof ApiError && error.status === 401) throw redirect(guardRedirect('auth', false, url) ?? '/');
}

/** After a change: 303 to `to` with the SPEC §8 notice in the one-time flash, which the page shows (form `form`). */
export async function doneWith(flash: Cookies['flash'], to: string, form: string, locale: Locale, outcome: { ok: boolean; key: Parameters<typeof translate>[1] }) {
  const headers = new Headers();
  headers.append('set-cookie', await flash.serialize({ form, ok: outcome.ok, message: translate(locale, outcome.key) }));
  return seeOther(to, headers);
}

/**
 * What the checkout fills in for a logged-in customer: the account, the invoice details and the saved
 * addresses. The checkout works without them: any of them that cannot be loaded counts as none (the whole as
 * null when the account itself cannot be read).
 */
export async function checkoutAccount(api: ApiClient): Promise<{ user: User; invoice: InvoiceDetails | null; addresses: SavedAddress[] } | null> {
  const [user, invoice, addresses] = await Promise.all([api.data('GET /me').catch(() => null), api.data('GET /account/invoice-details').catch(() => null), api.data('GET /account/addresses').catch(() => [])]);
  return user ? { user, invoice, addresses } : null;
}
