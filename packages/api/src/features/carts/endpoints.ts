import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, localeParam } from '../../http/schemas';
import { cartIdParam, cartItemChangeSchema, cartMergeBody, cartMergeSchema, cartSchema, putItemBody } from './schemas';

export const customerCarts = defineEndpoint({
  method: 'GET',
  path: '/cart/:locale',
  tags: ['cart'],
  summary: "The logged-in customer's carts on this site, most recently changed first (the first is the active one)",
  security: [{ bearer: [] }],
  params: z.object({ locale: localeParam }),
  responses: { 200: z.object({ data: z.array(cartSchema) }), ...errorResponses },
});

export const guestCart = defineEndpoint({
  method: 'GET',
  path: '/cart/anonymous/:locale/:guestCartId',
  tags: ['cart'],
  summary: 'A guest cart by its tempId; 0 (or an expired tempId) creates a new one',
  params: z.object({ locale: localeParam, guestCartId: z.union([z.literal('0'), z.uuid()]) }),
  responses: { 200: z.object({ data: cartSchema }), ...errorResponses },
});

export const createCart = defineEndpoint({
  method: 'POST',
  path: '/cart/create',
  tags: ['cart'],
  summary: 'Create a cart: an account cart with a Bearer token, otherwise a guest cart with a new tempId',
  responses: { 200: z.object({ data: cartSchema }), ...errorResponses },
});

export const mergeCart = defineEndpoint({
  method: 'POST',
  path: '/cart/merge',
  tags: ['cart'],
  summary: "Carry a guest cart into the logged-in customer's active cart (at login)",
  description:
    'Same variant under the same parent adds up, capped by stock; lines whose product is gone are dropped; the vouchers are checked again with the customer’s identity. `notices` says what changed. The guest cart is deleted, so repeating the call moves nothing (`merged: false`).',
  security: [{ bearer: [] }],
  body: cartMergeBody,
  responses: { 200: z.object({ data: cartMergeSchema }), ...errorResponses },
});

export const deleteCart = defineEndpoint({
  method: 'DELETE',
  path: '/cart/:cartId',
  tags: ['cart'],
  summary: 'Delete a cart with its items and vouchers',
  params: cartIdParam,
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const setCartItem = defineEndpoint({
  method: 'PUT',
  path: '/cart/:cartId',
  tags: ['cart'],
  summary: 'Set the quantity of a product variant in the cart (0 removes it); parentId attaches it to another line',
  params: cartIdParam,
  body: putItemBody,
  responses: { 200: cartItemChangeSchema, ...errorResponses },
});
