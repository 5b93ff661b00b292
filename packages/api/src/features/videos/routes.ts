import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { videoDetail, videoLibrary } from './library';

export async function videoRoutes(app: FastifyInstance) {
  route(app, endpoints.videos, async (request) => ({ data: await videoLibrary(request.siteScope(), request.query.lang ?? request.site.locale) }));
  route(app, endpoints.video, async (request) => ({ data: await videoDetail(request.siteScope(), request.query.lang ?? request.site.locale, request.params.id) }));
}
