import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
import * as endpoints from './endpoints';
import { invoiceDetails, saveInvoiceDetails } from './invoice-details';

/**
 * The logged-in customer's delivery addresses and invoice details (SPEC §3 Address, §6). Bearer required
 * (401 without); a customer reaches only their own rows (another customer's address id is a 404). The
 * answers are the customer's own: `private, no-store`, as every API answer not declared shared (http/shared-cache.ts).
 */
export async function profileRoutes(app: FastifyInstance) {
  // Before the body is validated: an anonymous caller learns nothing about the fields.
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });

  route(app, endpoints.addresses, async (request) => ({ data: await listAddresses(await request.shopContext()) }));
  route(app, endpoints.createAddress, async (request, reply) => {
    const data = await createAddress(await request.shopContext(), request.body);
    reply.status(201);
    return { data };
  });
  route(app, endpoints.updateAddress, async (request) => ({ data: await updateAddress(await request.shopContext(), request.params.id, request.body) }));
  route(app, endpoints.deleteAddress, async (request) => {
    await deleteAddress(await request.shopContext(), request.params.id);
    return { success: true as const };
  });
  route(app, endpoints.setDefaultAddress, async (request) => ({ data: await setDefaultAddress(await request.shopContext(), request.params.id) }));
  route(app, endpoints.invoiceDetails, async (request) => ({ data: await invoiceDetails(await request.shopContext()) }));
  route(app, endpoints.saveInvoiceDetails, async (request) => ({ data: await saveInvoiceDetails(await request.shopContext(), request.body) }));
}
