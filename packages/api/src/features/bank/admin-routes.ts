import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './admin-endpoints';
import { listImports, listMovements, resolveMovement, uploadStatement } from './import';

/** Bank transfers in the back office (admin API): statements imported and matched, the movements a person resolves. */
export async function adminBankRoutes(app: FastifyInstance) {
  route(app, endpoints.adminBankImport, async (request) => uploadStatement(request.staffContext(), request.body, request.clientAddress()));

  route(app, endpoints.adminBankImports, async (request) => listImports(request.staffContext()));

  route(app, endpoints.adminBankMovements, async (request) => listMovements(request.staffContext(), request.query));

  route(app, endpoints.adminBankResolve, async (request) => resolveMovement(request.staffContext(), request.params.id, request.body, request.clientAddress()));
}
