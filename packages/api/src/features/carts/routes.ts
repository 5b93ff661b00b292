import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, localeParam } from '../../http/schemas';
import { mergeGuestCart } from './merge';
import { cartIdParam, cartItemChangeSchema, cartMergeBody, cartMergeSchema, cartSchema, putItemBody } from './schemas';
import { createCart, customerCarts, deleteCart, guestCart, setCartItem } from './service';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/:locale',
    {
      schema: {
        tags: ['cart'],
        summary: "The logged-in customer's carts on this site, most recently changed first (the first is the active one)",
        security: [{ bearer: [] }],
        params: z.object({ locale: localeParam }),
        response: { 200: z.object({ data: z.array(cartSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await customerCarts(await request.shopContext()) }),
  );

  app.get(
    '/cart/anonymous/:locale/:guestCartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'A guest cart by its tempId; 0 (or an expired tempId) creates a new one',
        params: z.object({ locale: localeParam, guestCartId: z.union([z.literal('0'), z.uuid()]) }),
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await guestCart(await request.shopContext(), request.params.guestCartId) }),
  );

  app.post(
    '/cart/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create a cart: an account cart with a Bearer token, otherwise a guest cart with a new tempId',
        response: { 200: z.object({ data: cartSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await createCart(await request.shopContext()) }),
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags: ['cart'],
        summary: "Carry a guest cart into the logged-in customer's active cart (at login)",
        description:
          'Same variant under the same parent adds up, capped by stock; lines whose product is gone are dropped; the vouchers are checked again with the customer’s identity. `notices` says what changed. The guest cart is deleted, so repeating the call moves nothing (`merged: false`).',
        security: [{ bearer: [] }],
        body: cartMergeBody,
        response: { 200: z.object({ data: cartMergeSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await mergeGuestCart(await request.shopContext(), request.body.tempId) }),
  );

  app.delete(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delete a cart with its items and vouchers',
        params: cartIdParam,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteCart(await request.shopContext(), request.params.cartId);
      return { success: true as const };
    },
  );

  app.put(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a product variant in the cart (0 removes it); parentId attaches it to another line',
        params: cartIdParam,
        body: putItemBody,
        response: { 200: cartItemChangeSchema, ...errorResponses },
      },
    },
    async (request) => setCartItem(await request.shopContext(), request.params.cartId, request.body),
  );
};
