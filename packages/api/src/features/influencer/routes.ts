import type { FastifyInstance } from 'fastify';
import { isInfluencer } from '@konfety/domain/scopes';
import { notFound } from '../../errors';
import { requireScope } from '../../http/auth';
import { localeOf } from '../../http/errors';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { influencerStatistics } from './statistics';

export async function influencerRoutes(app: FastifyInstance) {
  route(app, endpoints.influencerStatistics, async (request) => {
    const { user } = await requireScope(request, 'influencer');
    // The group too: the scope alone (say, left over after a group change) shows nothing.
    if (!isInfluencer(user)) throw notFound(localeOf(request));
    return { data: await influencerStatistics(request.siteScope(), user.id) };
  });
}
