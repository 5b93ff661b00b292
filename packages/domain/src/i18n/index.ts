import { formatIcu } from './icu';
import { cs, type MessageKey, type Messages } from './cs';
import { sk } from './sk';
import { en } from './en';
import type { AvailabilityInfo, Availability } from '../catalog';
import type { OrderState } from '../orders';
import type { ProductColor } from '../facets';
import { voucherErrorCodes, type VoucherError, type VoucherErrorCode } from '../vouchers';
import { CZK, type Currency, formatCzkIn } from '../format';

export { cs, sk, en };
export type { MessageKey, Messages };

export const locales = ['cs', 'sk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

/** "sk", "SK", "sk-SK", "sk_SK" → 'sk'; anything unknown (or missing) → 'cs'. */
export function resolveLocale(value: string | null | undefined): Locale {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (locales as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(cs, value);
}

export type MessageParams = Record<string, unknown>;

/** Catalogues of one set of keys: Czech complete, other locales partial (missing keys fall back to Czech). */
export type MessageCatalogues<K extends string = MessageKey> = { cs: Record<K, string> } & Partial<Record<string, Partial<Record<K, string>>>>;

/**
 * A formatter over the given catalogues: the locale's text when it has the key,
 * otherwise the Czech one (ICU syntax, formatted by `./icu`).
 * Throws when the message needs a parameter that `params` lacks.
 */
export function createMessageFormatter<K extends string = MessageKey>(catalogues: MessageCatalogues<K>) {
  return function format(locale: string, key: K, params: MessageParams = {}): string {
    const wanted = resolveLocale(locale);
    const own = catalogues[wanted]?.[key];
    const pattern = own ?? catalogues.cs[key];
    if (pattern === undefined) throw new RangeError(`Unknown message key: ${String(key)}`);
    return formatIcu(pattern, own !== undefined ? wanted : DEFAULT_LOCALE, params);
  };
}

/** `formatMessage('cs', 'cart.itemCount', { count: 3 })` → "3 produkty". Unknown locales use cs. */
export const formatMessage = createMessageFormatter({ cs, sk, en });

// Compile-time proof that the catalogue covers every state and code of the domain.
type Covers<K extends string> = [K] extends [MessageKey] ? true : never;
const _orderStatesCovered: Covers<`order.state.${OrderState}`> = true;
const _availabilityCovered: Covers<`availability.${Availability}`> = true;
const _colorsCovered: Covers<`color.${ProductColor}`> = true;
void _orderStatesCovered;
void _availabilityCovered;
void _colorsCovered;

/** Name of an order state (SPEC §4), e.g. 'waiting_for_payment' → "Čeká na platbu". */
export function orderStateLabel(state: OrderState, locale: string = DEFAULT_LOCALE): string {
  return formatMessage(locale, `order.state.${state}`);
}

/** SPEC §9 delivery label: 1–2 days (Prague stock), 3–5 days, or up to 10 days when not at the chosen store. */
export function deliveryLabelKey(
  days: { min: number; max: number } | null,
  options: { notAtStore?: boolean } = {},
): MessageKey | null {
  if (options.notAtStore) return 'delivery.upTo10Days';
  if (!days) return null;
  return days.max <= 2 ? 'delivery.prague' : 'delivery.other';
}

/** Availability text ("Skladem 3 kusy") and delivery text ("Doručení do 1–2 dnů") for a product. */
export function availabilityLabel(
  info: AvailabilityInfo,
  locale: string = DEFAULT_LOCALE,
  options: { notAtStore?: boolean } = {},
): { status: string; delivery: string | null } {
  const status = formatMessage(locale, `availability.${info.state}`, { count: info.count });
  const key = info.state === 'in_stock' ? deliveryLabelKey(info.deliveryDays, options) : null;
  return { status, delivery: key ? formatMessage(locale, key) : null };
}

/** Codes a voucher error can carry: vouchers.ts codes plus 'invalid' (SPEC §8, order vouchers). */
export type VoucherMessageCode = VoucherErrorCode | 'invalid';

const _voucherCodesCovered: Covers<`voucher.${VoucherMessageCode}`> = true;
void _voucherCodesCovered;

/**
 * SPEC §8: the message key of a voucher error code is `voucher.<code>`
 * (not_exists/service_type → does not exist; voucher_is_already_added/user_check →
 * already in the cart; quantity/active_from/active_to → not available; …).
 * Unknown codes → 'voucher.invalid'. The per-user-limit and minimal-price texts
 * take `{hasValue: 'yes'|'no', value}` and add the value when there is one.
 */
export function voucherErrorMessageKey(code: string): MessageKey {
  const key = `voucher.${code}`;
  return (voucherErrorCodes as readonly string[]).includes(code) && isMessageKey(key) ? key : 'voucher.invalid';
}

/**
 * The shopper's message for a voucher error. `value` is the per-user limit
 * (times, "více než 2x") or the minimal goods total in CZK haléře, shown
 * converted to `currency` ("při nákupu od 500,00 Kč").
 */
export function voucherErrorMessage(
  error: VoucherError | { code: string; value?: number | null },
  locale: string = DEFAULT_LOCALE,
  currency: Currency = CZK,
): string {
  const hasValue = typeof error.value === 'number' && Number.isFinite(error.value);
  const key = voucherErrorMessageKey(error.code);
  const value = !hasValue ? '' : error.code === 'minimal_price' ? formatCzkIn(error.value as number, currency, locale) : (error.value as number);
  return formatMessage(locale, key, { hasValue: hasValue ? 'yes' : 'no', value });
}

/** Params for 'api.tooManyAttempts': seconds (rounded up) and whole minutes (rounded up). */
export function retryAfterParams(retryAfterSeconds: number): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return { seconds, minutes: Math.ceil(seconds / 60) };
}

/** "Příliš mnoho pokusů… Zkuste to znovu za 45 sekund." (≤ 60 s in seconds, longer in whole minutes). */
export function tooManyAttemptsMessage(retryAfterSeconds: number, locale: string = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'api.tooManyAttempts', retryAfterParams(retryAfterSeconds));
}
