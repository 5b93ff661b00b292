import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './admin-endpoints';
import { adminStockList, adminStockMovements, correctStock, receiveStock, transferStock } from './service';

/** The back office's stock (admin API): the list, a variant's movements, receipts, corrections and transfers. */
export async function adminStockRoutes(app: FastifyInstance) {
  route(app, endpoints.adminStock, async (request) => adminStockList(request.staffContext(), request.query));

  route(app, endpoints.adminStockMovements, async (request) => adminStockMovements(request.staffContext(), request.params.variantId, request.query.page));

  route(app, endpoints.adminStockReceipt, async (request) => receiveStock(request.staffContext(), request.body, request.clientAddress()));

  route(app, endpoints.adminStockCorrection, async (request) => correctStock(request.staffContext(), request.body, request.clientAddress()));

  route(app, endpoints.adminStockTransfer, async (request) => transferStock(request.staffContext(), request.body, request.clientAddress()));
}
