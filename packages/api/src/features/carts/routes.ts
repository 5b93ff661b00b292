import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { mergeGuestCart } from './merge';
import { createCart, customerCarts, deleteCart, guestCart, setCartItem } from './service';

export async function cartRoutes(app: FastifyInstance) {
  route(app, endpoints.customerCarts, async (request) => ({ data: await customerCarts(await request.shopContext()) }));
  route(app, endpoints.guestCart, async (request) => ({ data: await guestCart(await request.shopContext(), request.params.guestCartId) }));
  route(app, endpoints.createCart, async (request) => ({ data: await createCart(await request.shopContext()) }));
  route(app, endpoints.mergeCart, async (request) => ({ data: await mergeGuestCart(await request.shopContext(), request.body.tempId) }));
  route(app, endpoints.deleteCart, async (request) => {
    await deleteCart(await request.shopContext(), request.params.cartId);
    return { success: true as const };
  });
  route(app, endpoints.setCartItem, async (request) => setCartItem(await request.shopContext(), request.params.cartId, request.body));
}
