import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { influencerStatisticsSchema } from './schemas';

export const influencerStatistics = defineEndpoint({
  method: 'GET',
  path: '/account/influencer',
  tags: ['voucher'],
  summary: "An influencer's voucher statistics: used and total vouchers, unpaid commission, total margin, the codes",
  description:
    'Only for a user in the influencer group (id 2) who holds the `influencer` scope; anybody else, a guest included, gets 404. Computed from the orders on every call; cancelled and returned orders count nowhere.',
  security: [{ bearer: [] }],
  responses: { 200: z.object({ data: influencerStatisticsSchema }), ...errorResponses },
});
