import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { notFound } from '../../errors';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import * as adminEndpoints from './admin-endpoints';
import { documentIn } from './access';
import { invoicePdf } from './service';

/** The PDF as a download, never kept by a shared cache (it names a customer). */
async function sendPdf(reply: FastifyReply, app: FastifyInstance, document: { number: string; fileKey: string }) {
  const { filename, content } = await invoicePdf(app.deps, document);
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(content);
}

/** A customer's own documents (shop API). */
export async function invoiceRoutes(app: FastifyInstance) {
  route(app, endpoints.accountInvoicePdf, async (request, reply) => {
    const { user } = await requireUser(request);
    const own = and(eq(schema.orders.id, request.params.id), eq(schema.orders.userId, user.id), eq(schema.orders.siteId, request.site.id));
    const document = await documentIn(app.deps.db, request.params.invoiceId, own);
    if (!document) throw notFound(request.siteScope().locale);
    return sendPdf(reply, app, document);
  });
}

/** Staff's documents (admin API): branch staff reach their branch's orders' only. */
export async function adminInvoiceRoutes(app: FastifyInstance) {
  route(app, adminEndpoints.adminInvoicePdf, async (request, reply) => {
    const ctx = request.staffContext();
    const document = await documentIn(app.deps.db, request.params.id, ctx.reach === 'branch' ? eq(schema.orders.branchId, ctx.actor.branchId ?? -1) : undefined);
    if (!document) throw notFound(ctx.locale);
    return sendPdf(reply, app, document);
  });
}
