import { z } from 'zod';
import { reviewSchema as reviewRules } from '@konfety/domain/review-forms';
import { idParam } from '../../http/schemas';
import { reviewSchema } from '../catalog/responses';

/** Body of `PUT /account/reviews/{productId}`: SPEC §5, stars 1–5 and a text (domain/reviews.ts). */
export const reviewBody = reviewRules;

export const reviewParams = z.object({ productId: idParam });

/** The customer's own review, with the moment they last changed it. */
export const ownReviewSchema = reviewSchema
  .extend({ updated_at: z.string().nullable().meta({ description: 'ISO 8601; null until first edited' }) })
  .meta({ id: 'OwnReview' });

export const myReviewSchema = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string(), url: z.string(), main_image: z.string().nullable() }),
    review: ownReviewSchema.nullable().meta({ description: "The customer's review of the product; null before they write one" }),
    verified_purchase: z.boolean().meta({ description: 'Whether a review written now is a verified purchase (an order of the account with the product, not cancelled or returned)' }),
  })
  .meta({ id: 'MyReview' });

export type OwnReviewOut = z.infer<typeof ownReviewSchema>;
export type MyReviewOut = z.infer<typeof myReviewSchema>;
