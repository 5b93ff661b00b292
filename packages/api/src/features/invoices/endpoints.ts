import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../http/schemas';

/** Answers the PDF, not JSON. */
export const accountInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/account/orders/:id/invoices/:invoiceId/pdf',
  tags: ['orders'],
  summary: "An invoice or credit note of one of the logged-in customer's orders, as its PDF; anybody else's is a 404",
  security: [{ bearer: [] }],
  params: z.object({ id: idParam, invoiceId: idParam }),
  responses: {},
});
