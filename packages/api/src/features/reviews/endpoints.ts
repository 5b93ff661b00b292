import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { myReviewSchema, ownReviewSchema, reviewBody, reviewParams } from './schemas';

const security = [{ bearer: [] }];

export const myReview = defineEndpoint({
  method: 'GET',
  path: '/account/reviews/:productId',
  tags: ['reviews'],
  summary: "The review form's data: the product, the customer's review of it (null before the first) and whether a review now is a verified purchase",
  description: '404 for a product the shop does not sell (unknown or inactive).',
  security,
  params: reviewParams,
  responses: { 200: z.object({ data: myReviewSchema }), ...errorResponses },
});

export const saveReview = defineEndpoint({
  method: 'PUT',
  path: '/account/reviews/:productId',
  tags: ['reviews'],
  summary: 'Write or change the customer’s review of a product (one per customer and product), published at once',
  description:
    '201 for a new review, 200 for a changed one, with the SPEC §8 notice in `message`. 422 with per-field `errors` (SPEC §5: every field required, stars 1–5). The verified-purchase badge is decided by the shop at each write.',
  security,
  params: reviewParams,
  body: reviewBody,
  captcha: 'review',
  responses: { 200: z.object({ data: ownReviewSchema, message: z.string() }), 201: z.object({ data: ownReviewSchema, message: z.string() }), ...errorResponses },
});
