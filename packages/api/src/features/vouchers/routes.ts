import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { addVoucher, removeVoucher } from './apply';
import * as endpoints from './endpoints';

export async function voucherRoutes(app: FastifyInstance) {
  route(app, endpoints.addVoucher, async (request) => ({ data: await addVoucher(await request.shopContext(), request.params.cartId, request.body) }));
  route(app, endpoints.deleteVoucher, async (request) => ({ data: await removeVoucher(await request.shopContext(), request.params.cartId, request.body.voucherId) }));
}
