import type { Availability } from './catalog';
import { type OrderState, orderStates } from './orders';

/**
 * Product reviews and stock watchdogs (SPEC §3, §5, §6, §8): the rules without a validation library, which the
 * browser's scripts may import; the forms' schemas are in review-forms.ts (zod stays on the server).
 */

/** SPEC §5/§9: a review's stars, whole, from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The longest review text kept. */
export const REVIEW_TEXT_MAX = 2000;

/**
 * The orders that make a review a verified purchase (Czech Consumer Protection Act §5a: the shop says how it checks
 * that a review comes from a buyer): an order of the customer's account with the product in it, in any state but
 * cancelled or returned. The product page states this rule (`catalog.reviews.rule`).
 */
export const VERIFYING_ORDER_STATES: readonly OrderState[] = orderStates.filter((s) => s !== 'cancelled' && s !== 'returned');

/** How a review's author is shown: the first name and the initial of the surname ("Jana N."), never the full name. */
export function reviewAuthorName(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = [...lastname.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The open watchdogs one e-mail address may have at a time: enough for any shopper, a cap for a script filling the table. */
export const WATCHDOG_OPEN_PER_EMAIL = 50;

/** A watchdog makes sense on a variant the shop sells but has none of now (sold out, or not stocked yet). */
export function watchdogApplies(state: Availability): boolean {
  return state === 'sold_out_temporarily' || state === 'unavailable' || state === 'no_store';
}
