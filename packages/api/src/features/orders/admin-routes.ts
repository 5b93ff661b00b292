import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './admin-endpoints';
import { adminOrderList } from './admin-list';
import { adminDashboard, adminOrderDetail, adminTransition } from './admin-detail';

/** The back office's orders (admin API): list, detail, state changes, the dashboard's figures. */
export async function adminOrderRoutes(app: FastifyInstance) {
  route(app, endpoints.adminOrders, async (request) => adminOrderList(request.staffContext(), request.query));

  route(app, endpoints.adminOrder, async (request) => adminOrderDetail(request.staffContext(), request.params.id));

  route(app, endpoints.adminOrderTransition, async (request) => {
    const ctx = request.staffContext();
    await adminTransition(ctx, request.params.id, request.body, request.clientAddress());
    return adminOrderDetail(ctx, request.params.id);
  });

  route(app, endpoints.adminDashboard, async (request) => adminDashboard(request.staffContext()));
}
