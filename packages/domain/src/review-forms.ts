import { z } from 'zod';
import { REVIEW_TEXT_MAX } from './reviews';
import { emailField, integerField, optionalField, ratingField, requiredString } from './validation';

/** The review and watchdog forms as the API stores them and the storefront's actions check them before they send. */

/** SPEC §5: a review needs every field and 1–5 stars. */
export const reviewSchema = z.object({
  rating: ratingField().meta({ description: 'Stars, 1–5' }),
  text: requiredString({ max: REVIEW_TEXT_MAX }),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/**
 * A watchdog as a client sends it: the variant and, for a guest, the address to write to (a logged-in customer's is
 * their account's when they leave it out).
 */
export const watchdogSchema = z.object({
  variantId: integerField({ min: 1, max: 2147483647 }).meta({ description: 'The variant that is not in stock' }),
  email: optionalField(emailField()).transform((v) => v ?? null),
});
export type WatchdogInput = z.input<typeof watchdogSchema>;
export type WatchdogValues = z.output<typeof watchdogSchema>;
