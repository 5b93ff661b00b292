import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { errorResponses } from '../../http/schemas';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses';
import { invoiceDetails, saveInvoiceDetails } from './invoice-details';
import { addressParams, invoiceDetailsBody, invoiceDetailsOut, savedAddressBody, savedAddressOut } from './schemas';

const security = [{ bearer: [] }];

/**
 * The logged-in customer's delivery addresses and invoice details (SPEC §3 Address, §6). Bearer required
 * (401 without); a customer reaches only their own rows (another customer's address id is a 404). The
 * answers are the customer's own: `private, no-store`, as every API answer not declared shared (http/shared-cache.ts).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is validated: an anonymous caller learns nothing about the fields.
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });

  app.get(
    '/account/addresses',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's saved delivery addresses, the default first",
        security,
        response: { 200: z.object({ data: z.array(savedAddressOut) }), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await listAddresses(await request.shopContext()) };
    },
  );

  app.post(
    '/account/addresses',
    {
      schema: {
        tags: ['account'],
        summary: 'Save a new delivery address (the first one becomes the default)',
        description: '422 with per-field `errors` (SPEC §5 messages): required fields, PSČ/IČO/DIČ/phone formats for the country, a country the shop does not list.',
        security,
        body: savedAddressBody,
        response: { 201: z.object({ data: savedAddressOut }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createAddress(await request.shopContext(), request.body);
      reply.status(201);
      return { data };
    },
  );

  app.put(
    '/account/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Change a saved delivery address',
        security,
        params: addressParams,
        body: savedAddressBody,
        response: { 200: z.object({ data: savedAddressOut }), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await updateAddress(await request.shopContext(), request.params.id, request.body) };
    },
  );

  app.delete(
    '/account/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete a saved delivery address (deleting the default makes the newest remaining one the default)',
        security,
        params: addressParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteAddress(await request.shopContext(), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/account/addresses/:id/default',
    {
      schema: {
        tags: ['account'],
        summary: 'Make a saved address the default (the previous default is unset)',
        security,
        params: addressParams,
        response: { 200: z.object({ data: savedAddressOut }), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await setDefaultAddress(await request.shopContext(), request.params.id) };
    },
  );

  app.get(
    '/account/invoice-details',
    {
      schema: {
        tags: ['account'],
        summary: "The customer's invoice details; null until first saved",
        security,
        response: { 200: z.object({ data: invoiceDetailsOut.nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await invoiceDetails(await request.shopContext()) };
    },
  );

  app.put(
    '/account/invoice-details',
    {
      schema: {
        tags: ['account'],
        summary: 'Save the invoice details',
        description: '422 with per-field `errors` (SPEC §5): required fields, PSČ/IČO (checksum)/DIČ/phone formats for the country; a company needs an IČO.',
        security,
        body: invoiceDetailsBody,
        response: { 200: z.object({ data: invoiceDetailsOut }), ...errorResponses },
      },
    },
    async (request) => {
      return { data: await saveInvoiceDetails(await request.shopContext(), request.body) };
    },
  );
};
