import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../http/schemas';

/** Answers the PDF, not JSON. */
export const adminInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/invoices/:id/pdf',
  tags: ['invoices'],
  summary: 'An invoice or credit note as its PDF (branch staff: of their branch’s orders)',
  access: 'invoices:read',
  params: z.object({ id: idParam }),
  responses: {},
});
