import { z } from 'zod';
import { PHONE_PREFIXES } from './checkout';
import { checkoutAddressSchema } from './checkout-rules';
import { normalizeIco, normalizePhone, normalizeTaxId, normalizeZip } from './company';
import { addressFieldsCheck, addressFormatProblems, emailField, issuesToFieldErrors, isBlank, optionalField, optionalText, phonePrefixField, requiredString, validationMessage } from './validation';
import { formatMessage } from './i18n';

/**
 * A customer's saved delivery addresses and invoice details (SPEC §3 Address, §5): the rules the API
 * stores them by and the storefront's forms check before they send. The address lines are the checkout's
 * own (`checkoutAddressSchema`), so an address saved here passes the checkout as it is; the country, the
 * phone with its prefix and the e-mail come on top, and the country-dependent formats (PSČ, IČO, DIČ,
 * phone) are `addressFieldsCheck`'s.
 */

/** Saved values are canonical: PSČ without the space, IČO without spaces, DIČ upper-case, the phone without the prefix field's code. */
function canonical<T extends { country: string; zip: string; companyId: string | null; vatId: string | null; phonePrefix: string; phone: string | null }>(a: T): T {
  const country = a.country;
  let phonePrefix = a.phonePrefix;
  let phone = a.phone;
  const full = phone === null ? null : normalizePhone(phone, phonePrefix);
  if (full !== null) {
    // The number's own country code (typed into the number or chosen as the prefix) goes into the prefix field when the shop offers it.
    const own = PHONE_PREFIXES.filter((p) => p !== '' && full.startsWith(p)).sort((x, y) => y.length - x.length)[0];
    phonePrefix = own ?? '';
    phone = own ? full.slice(own.length) : full;
  }
  return {
    ...a,
    zip: normalizeZip(a.zip, country) ?? a.zip,
    companyId: a.companyId === null ? null : (country === 'CZ' || country === 'SK' ? normalizeIco(a.companyId) : null) ?? a.companyId.replace(/\s+/g, ''),
    vatId: a.vatId === null ? null : (normalizeTaxId(a.vatId, country) ?? a.vatId),
    phonePrefix,
    phone,
  };
}

/** The fields a saved address and the invoice details share. */
const profileAddressFields = checkoutAddressSchema.extend({
  /** Required here (the checkout defaults it): a saved address names its country. */
  country: requiredString({ length: 2 }).toUpperCase().meta({ description: 'ISO 3166-1 alpha-2 code of an active country (GET /lists/countries)' }),
  phonePrefix: phonePrefixField().meta({ description: 'One of SPEC §3 prefixes, or empty' }),
  phone: optionalText(20),
  email: optionalField(emailField()).transform((v) => v ?? null),
});

/** The rules between fields run even when another field failed, so a form gets every error in one answer. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** A saved delivery address as a client sends it: `name` is the customer's own label ("Domů", "Do práce"). */
export const savedAddressSchema = profileAddressFields
  .extend({ name: optionalText(100) })
  .superRefine(addressFieldsCheck(), always)
  .transform(canonical);

export type SavedAddressInput = z.input<typeof savedAddressSchema>;
export type SavedAddressValues = z.output<typeof savedAddressSchema>;

/** SPEC §5: a company needs an IČO (as a company order does). */
function companyNeedsId(value: { company: unknown; companyId: unknown }, ctx: z.RefinementCtx) {
  if (!isBlank(value.company) && isBlank(value.companyId)) ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'company.idRequired' });
}

/** The customer's invoice details (/ucet/fakturacni-udaje): the same address, no label, and a company needs its IČO. */
export const invoiceDetailsSchema = profileAddressFields.superRefine(addressFieldsCheck(), always).superRefine(companyNeedsId, always).transform(canonical);

export type InvoiceDetailsInput = z.input<typeof invoiceDetailsSchema>;
export type InvoiceDetailsValues = z.output<typeof invoiceDetailsSchema>;

/** The form fields of a saved address, in the order the forms show them. */
export const SAVED_ADDRESS_FIELDS = ['name', 'firstname', 'lastname', 'company', 'companyId', 'vatId', 'street', 'city', 'zip', 'country', 'phonePrefix', 'phone', 'email'] as const;

/** The form fields of the invoice details. */
export const INVOICE_DETAILS_FIELDS = ['firstname', 'lastname', 'company', 'companyId', 'vatId', 'street', 'city', 'zip', 'country', 'phonePrefix', 'phone', 'email'] as const;

export type ProfileCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/**
 * A form's values checked by `schema`, every error at once: zod skips the rules between fields once a
 * field's own rule failed (a blank name), so those run here on the raw values too, as the form would otherwise
 * need a second round to show them.
 */
function checkProfile<S extends typeof savedAddressSchema | typeof invoiceDetailsSchema>(
  schema: S,
  input: Record<string, unknown>,
  locale: string,
  opts: { companyNeedsId: boolean },
): ProfileCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<S> };
  const errors = issuesToFieldErrors(parsed.error.issues, locale);
  const text = (key: string) => (typeof input[key] === 'string' && !isBlank(input[key]) ? (input[key] as string) : null);
  const add = (field: string, message: string) => {
    if (!errors[field]) errors[field] = [message];
  };
  const country = text('country')?.trim().toUpperCase() ?? null;
  const problems = addressFormatProblems({ country, zip: text('zip'), companyId: text('companyId'), vatId: text('vatId'), phone: text('phone'), phonePrefix: text('phonePrefix') });
  for (const problem of problems) add(problem.field, validationMessage(problem.key, {}, locale));
  if (opts.companyNeedsId && text('company') !== null && text('companyId') === null) add('companyId', formatMessage(locale, 'company.idRequired'));
  return { ok: false, errors };
}

export const checkSavedAddress = (input: Record<string, unknown>, locale: string) => checkProfile(savedAddressSchema, input, locale, { companyNeedsId: false });
export const checkInvoiceDetails = (input: Record<string, unknown>, locale: string) => checkProfile(invoiceDetailsSchema, input, locale, { companyNeedsId: true });
