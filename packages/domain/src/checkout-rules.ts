import { z } from 'zod';
import { type DeliveryKind, isPaymentAllowedFor, type PaymentKind } from './checkout';
import { formatMessage } from './i18n';
import { addressFormatProblems, isBlank, optionalText, personNameField, requiredString, textField, validationMessage } from './validation';

/**
 * The checkout rules of SPEC §5 with the texts of SPEC §8, checked by the
 * storefront before it submits and by the API before it places the order.
 * Errors are keyed by the order body's field paths (`invoiceAddress.zip` …),
 * which the storefront also uses as input names, so an API 422 lands on the
 * same inputs. Required and e-mail checks are the callers' zod schemas
 * (`requiredString`, `emailField`); everything a schema of one field cannot
 * decide is here.
 */

export type CheckoutFieldErrors = Record<string, string[]>;

/** An invoice or delivery address of an order: the one-field rules (required, lengths); the rules between fields are `checkoutErrors`. */
export const checkoutAddressSchema = z.object({
  firstname: personNameField({ max: 100 }),
  lastname: personNameField({ max: 100 }),
  company: optionalText(200),
  companyId: optionalText(12),
  vatId: optionalText(14),
  street: requiredString({ max: 200 }),
  city: requiredString({ max: 100 }),
  zip: requiredString({ max: 10 }),
  country: textField().trim().toUpperCase().length(2).default('CZ').meta({ description: 'ISO 3166-1 alpha-2 code' }),
});

export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** What a delivery kind asks of the form: a store for personal pickup, a pickup point, a shipping address for the courier. */
export function deliveryRequirements(kind: DeliveryKind): { branch: boolean; pickupPoint: boolean; address: boolean } {
  return { branch: kind === 'branch_pickup', pickupPoint: kind === 'pickup_point', address: kind === 'courier' };
}

export interface CheckoutAddressInput {
  country: string;
  zip: string;
  companyId?: string | null;
  vatId?: string | null;
}

/** What the shopper chose; ids are null when nothing (or nothing numeric) was chosen. */
export interface CheckoutChoice {
  deliveryId: number | null;
  paymentId: number | null;
  branchId: number | null;
  pickupPointChosen: boolean;
  terms: boolean;
  isCompany: boolean;
  invoiceAddress: CheckoutAddressInput;
  /** Null when the goods go to the invoice address. */
  deliveryAddress: CheckoutAddressInput | null;
  phone: string;
  phonePrefix: string;
}

/** What the site offers. */
export interface CheckoutOffer {
  deliveries: ReadonlyArray<{ id: number; kind: DeliveryKind; paymentIds: readonly number[] }>;
  payments: ReadonlyArray<{ id: number; kind: PaymentKind }>;
  /** The stores a shopper may pick up at. */
  branchIds: readonly number[];
  /** Country codes an address may name; without it any country passes this check. */
  knownCountries?: ReadonlySet<string>;
  /** The one country the site delivers to. */
  shipsTo: string;
  locale: string;
}

/** Field errors of a checkout (SPEC §5), in the order of the form. */
export function checkoutErrors(choice: CheckoutChoice, offer: CheckoutOffer): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const t = (key: Parameters<typeof formatMessage>[1]) => formatMessage(offer.locale, key);
  const v = (key: Parameters<typeof validationMessage>[0]) => validationMessage(key, {}, offer.locale);

  const delivery = offer.deliveries.find((d) => d.id === choice.deliveryId);
  const payment = offer.payments.find((p) => p.id === choice.paymentId);
  if (!delivery) add('deliveryId', t('checkout.deliveryMissing'));
  if (!payment) add('paymentId', t('checkout.paymentMissing'));
  if (delivery && payment) {
    if (!isPaymentAllowedFor(delivery.kind, payment.kind)) add('paymentId', t('checkout.pickupRequiresPrepayment'));
    else if (!delivery.paymentIds.includes(payment.id)) add('paymentId', t('checkout.paymentNotAllowed'));
  }
  const needs = delivery ? deliveryRequirements(delivery.kind) : null;
  if (needs?.branch) {
    if (choice.branchId === null) add('branchId', t('checkout.pickupPointMissing'));
    else if (!offer.branchIds.includes(choice.branchId)) add('branchId', t('checkout.branchNotFound'));
  }
  if (needs?.pickupPoint && !choice.pickupPointChosen) add('pickupPoint', t('checkout.pickupPointMissing'));

  const address = (prefix: string, a: CheckoutAddressInput, opts: { companyRequired: boolean; shipped: boolean }) => {
    const country = a.country.trim().toUpperCase();
    const companyId = a.companyId?.trim() ?? '';
    const vatId = a.vatId?.trim() ?? '';
    // A blank country is the caller's required-field error.
    if (country !== '') {
      if (offer.knownCountries && !offer.knownCountries.has(country)) add(`${prefix}.country`, v('choice'));
      else if (opts.shipped && country !== offer.shipsTo) add(`${prefix}.country`, t('checkout.countryNotShipped'));
    }
    if (opts.companyRequired && companyId === '') add(`${prefix}.companyId`, t('checkout.companyIdRequired'));
    for (const problem of addressFormatProblems({ country, zip: a.zip, companyId, vatId })) add(`${prefix}.${problem.field}`, v(problem.key));
  };
  const toInvoiceAddress = choice.deliveryAddress === null;
  address('invoiceAddress', choice.invoiceAddress, { companyRequired: choice.isCompany, shipped: toInvoiceAddress && !!needs?.address });
  if (choice.deliveryAddress) address('deliveryAddress', choice.deliveryAddress, { companyRequired: false, shipped: true });

  if (isBlank(choice.phone)) add('phone', v('required'));
  else for (const problem of addressFormatProblems({ country: null, phone: choice.phone, phonePrefix: choice.phonePrefix })) add('phone', v(problem.key));
  if (!choice.terms) add('terms', t('checkout.termsNotAgreed'));
  return errors;
}

/** Fields whose message is itself the notice: a missing or refused choice. */
const CHOICE_FIELDS = new Set(['deliveryId', 'paymentId', 'branchId', 'pickupPoint', 'terms']);

/**
 * The SPEC §8 notices a set of field errors stands for (the storefront shows
 * them as danger snackbars): each missing choice by its own text, a missing
 * IČO and an unshipped country by theirs, other address problems as
 * "invalid invoice/delivery address", anything else as "fill in all required".
 */
export function checkoutNotices(errors: CheckoutFieldErrors, locale: string): string[] {
  const t = (key: Parameters<typeof formatMessage>[1]) => formatMessage(locale, key);
  const specific = [t('checkout.companyIdRequired'), t('checkout.countryNotShipped')];
  const notices = new Set<string>();
  for (const [field, messages] of Object.entries(errors)) {
    const address = field.startsWith('invoiceAddress.') ? 'checkout.invoiceAddressInvalid' : field.startsWith('deliveryAddress.') ? 'checkout.deliveryAddressInvalid' : null;
    for (const m of messages) {
      if (CHOICE_FIELDS.has(field)) notices.add(m);
      else if (address) notices.add(specific.includes(m) ? m : t(address));
      else notices.add(t('checkout.requiredFields'));
    }
  }
  return [...notices];
}

/** The one notice of an API answer: the specific text when one notice explains the errors, else "fill in all required". */
export function checkoutMessage(errors: CheckoutFieldErrors, locale: string): string {
  const notices = checkoutNotices(errors, locale);
  return notices.length === 1 ? notices[0]! : formatMessage(locale, 'checkout.requiredFields');
}
