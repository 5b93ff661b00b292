import { type Minor, percentOf } from './money';

export const voucherValueTypes = ['amount', 'percent'] as const;
export type VoucherValueType = (typeof voucherValueTypes)[number];

/** 'cart' vouchers are entered by shoppers; 'order' vouchers are attached by the shop and cannot be removed in the cart widget. */
export const voucherKinds = ['cart', 'order'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** The only service type the e-shop accepts (SPEC §7: serviceType fixed 'eshop'). */
export const ESHOP_SERVICE_TYPE = 'eshop';

/** Error codes of SPEC §8, plus `email_required` for voucher types that need the guest's e-mail. */
export const voucherErrorCodes = [
  'not_exists',
  'service_type',
  'quantity_per_user_limit',
  'voucher_is_already_added',
  'user_check',
  'quantity',
  'active_from',
  'active_to',
  'minimal_price',
  'email_required',
] as const;
export type VoucherErrorCode = (typeof voucherErrorCodes)[number];

export interface VoucherError {
  code: VoucherErrorCode;
  /** Per-user limit (times) or minimal cart value (minor units) where the code carries one. */
  value?: number;
}

export interface VoucherRules {
  id: number;
  voucherType: VoucherValueType;
  value: number;
  type: VoucherKind;
  serviceType: string;
  requiresEmail: boolean;
  quantity: number | null;
  usedQuantity: number;
  quantityPerUser: number | null;
  minimalPrice: Minor | null;
  activeFrom: Date | null;
  activeTo: Date | null;
  active: boolean;
}

export interface VoucherContext {
  now: Date;
  serviceType: string;
  /** Tax-inclusive goods total of the cart before any voucher. */
  goodsTotal: Minor;
  /** Voucher ids already on this cart. */
  cartVoucherIds: readonly number[];
  /** Whether the shopper is identified: a logged-in user, or a guest who gave an e-mail. */
  identity: { userId: number } | { email: string } | null;
  /** Orders this identity has already placed with the voucher. */
  usesByIdentity: number;
  /** Whether the same identity holds this voucher in another open cart. */
  inOtherCartOfIdentity: boolean;
}

/** SPEC §3/§5/§8 voucher rules, in the order a shopper should hear about them. */
export function checkVoucher(v: VoucherRules | null, ctx: VoucherContext): VoucherError | null {
  if (!v || !v.active) return { code: 'not_exists' };
  if (v.serviceType !== ctx.serviceType) return { code: 'service_type' };
  if (ctx.cartVoucherIds.includes(v.id)) return { code: 'voucher_is_already_added' };
  if (v.activeFrom && ctx.now < v.activeFrom) return { code: 'active_from' };
  if (v.activeTo && ctx.now > v.activeTo) return { code: 'active_to' };
  if (v.quantity !== null && v.usedQuantity >= v.quantity) return { code: 'quantity' };
  const needsIdentity = v.requiresEmail || v.quantityPerUser !== null;
  if (needsIdentity && ctx.identity === null && v.requiresEmail) return { code: 'email_required' };
  if (v.quantityPerUser !== null && ctx.identity !== null && ctx.usesByIdentity >= v.quantityPerUser) {
    return { code: 'quantity_per_user_limit', value: v.quantityPerUser };
  }
  if (v.quantityPerUser !== null && ctx.inOtherCartOfIdentity) return { code: 'user_check' };
  if (v.minimalPrice !== null && ctx.goodsTotal < v.minimalPrice) return { code: 'minimal_price', value: v.minimalPrice };
  return null;
}

export interface AppliedVoucher {
  id: number;
  discount: Minor;
}

/**
 * SPEC §9: vouchers apply in the order they were added. An amount voucher
 * subtracts its value, a percent voucher a rounded share of the running total;
 * the total never goes below zero.
 */
export function applyVouchers(
  goodsTotal: Minor,
  list: ReadonlyArray<Pick<VoucherRules, 'id' | 'voucherType' | 'value'>>,
): { discounts: AppliedVoucher[]; total: Minor } {
  let running = goodsTotal;
  const discounts: AppliedVoucher[] = [];
  for (const v of list) {
    const wanted = v.voucherType === 'amount' ? v.value : percentOf(running, v.value);
    const discount = Math.min(Math.max(wanted, 0), running);
    running -= discount;
    discounts.push({ id: v.id, discount });
  }
  return { discounts, total: running };
}

export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The identity a guest's per-customer voucher limit (`quantityPerUser`, e.g. JEDNOU) binds to: the ORDER's
 * e-mail, trimmed and lower-cased, so "  Jana@Example.cz " and "jana@example.cz" are one customer. The e-mail
 * typed into the voucher field only pre-checks the voucher in the cart; at order placement the limit is
 * counted, under the voucher row's lock, against the uses recorded with this identity, and the new use is
 * recorded with it. A logged-in customer's limit binds to the account (user id) and its e-mail.
 */
export function customerIdentity(email: string): string {
  return email.trim().toLowerCase();
}
