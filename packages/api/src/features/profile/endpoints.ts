import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { addressParams, invoiceDetailsBody, invoiceDetailsOut, savedAddressBody, savedAddressOut } from './schemas';

const security = [{ bearer: [] }];

export const addresses = defineEndpoint({
  method: 'GET',
  path: '/account/addresses',
  tags: ['account'],
  summary: "The customer's saved delivery addresses, the default first",
  security,
  responses: { 200: z.object({ data: z.array(savedAddressOut) }), ...errorResponses },
});

export const createAddress = defineEndpoint({
  method: 'POST',
  path: '/account/addresses',
  tags: ['account'],
  summary: 'Save a new delivery address (the first one becomes the default)',
  description: '422 with per-field `errors` (SPEC §5 messages): required fields, PSČ/IČO/DIČ/phone formats for the country, a country the shop does not list.',
  security,
  body: savedAddressBody,
  responses: { 201: z.object({ data: savedAddressOut }), ...errorResponses },
});

export const updateAddress = defineEndpoint({
  method: 'PUT',
  path: '/account/addresses/:id',
  tags: ['account'],
  summary: 'Change a saved delivery address',
  security,
  params: addressParams,
  body: savedAddressBody,
  responses: { 200: z.object({ data: savedAddressOut }), ...errorResponses },
});

export const deleteAddress = defineEndpoint({
  method: 'DELETE',
  path: '/account/addresses/:id',
  tags: ['account'],
  summary: 'Delete a saved delivery address (deleting the default makes the newest remaining one the default)',
  security,
  params: addressParams,
  responses: { 200: z.object({ success: z.literal(true) }), ...errorResponses },
});

export const setDefaultAddress = defineEndpoint({
  method: 'POST',
  path: '/account/addresses/:id/default',
  tags: ['account'],
  summary: 'Make a saved address the default (the previous default is unset)',
  security,
  params: addressParams,
  responses: { 200: z.object({ data: savedAddressOut }), ...errorResponses },
});

export const invoiceDetails = defineEndpoint({
  method: 'GET',
  path: '/account/invoice-details',
  tags: ['account'],
  summary: "The customer's invoice details; null until first saved",
  security,
  responses: { 200: z.object({ data: invoiceDetailsOut.nullable() }), ...errorResponses },
});

export const saveInvoiceDetails = defineEndpoint({
  method: 'PUT',
  path: '/account/invoice-details',
  tags: ['account'],
  summary: 'Save the invoice details',
  description: '422 with per-field `errors` (SPEC §5): required fields, PSČ/IČO (checksum)/DIČ/phone formats for the country; a company needs an IČO.',
  security,
  body: invoiceDetailsBody,
  responses: { 200: z.object({ data: invoiceDetailsOut }), ...errorResponses },
});
