import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isInfluencer } from '@konfety/domain/scopes';
import { notFound } from '../../errors';
import { requireScope } from '../../http/auth';
import { localeOf } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { influencerStatisticsSchema } from './schemas';
import { influencerStatistics } from './statistics';

export const influencerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/influencer',
    {
      schema: {
        tags: ['voucher'],
        summary: "An influencer's voucher statistics: used and total vouchers, unpaid commission, total margin, the codes",
        description:
          'Only for a user in the influencer group (id 2) who holds the `influencer` scope; anybody else, a guest included, gets 404. Computed from the orders on every call; cancelled and returned orders count nowhere.',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: influencerStatisticsSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requireScope(request, 'influencer');
      // The group too: the scope alone (say, left over after a group change) shows nothing.
      if (!isInfluencer(user)) throw notFound(localeOf(request));
      return { data: await influencerStatistics(request.siteScope(), user.id) };
    },
  );
};
