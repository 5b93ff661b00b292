import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { SHARED_CACHE } from '../../http/shared-cache';
import { videoCardSchema, videoParams, videoQuery, videoSchema } from './schemas';
import { videoDetail, videoLibrary } from './library';

/**
 * The how-to video library. Public metadata, the same for everyone who names the site (so shared by the response
 * cache); the storefront shows it to logged-in customers in the account area (ARCHITECTURE "How-to videos").
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/videos',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: 'How-to videos of a language (balloon arches, costume make-up, table decoration …), published and switched on, in their order',
        querystring: videoQuery,
        response: { 200: z.object({ data: z.array(videoCardSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await videoLibrary(request.siteScope(), request.query.lang ?? request.site.locale) }),
  );

  app.get(
    '/videos/:id',
    {
      config: SHARED_CACHE,
      schema: {
        tags: ['content'],
        summary: 'One how-to video: file, poster, Czech captions, description and the catalogue categories it uses',
        description: 'An unknown id, a video switched off or not yet published, or one of another language is a 404.',
        params: videoParams,
        querystring: videoQuery,
        response: { 200: z.object({ data: videoSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await videoDetail(request.siteScope(), request.query.lang ?? request.site.locale, request.params.id) }),
  );
};
