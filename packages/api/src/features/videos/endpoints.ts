import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { videoCardSchema, videoParams, videoQuery, videoSchema } from './schemas';

/*
 * The how-to video library. Public metadata, the same for everyone who names the site (so shared by the response
 * cache); the storefront shows it to logged-in customers in the account area (ARCHITECTURE "How-to videos").
 */

export const videos = defineEndpoint({
  method: 'GET',
  path: '/videos',
  shared: true,
  tags: ['content'],
  summary: 'How-to videos of a language (balloon arches, costume make-up, table decoration …), published and switched on, in their order',
  query: videoQuery,
  responses: { 200: z.object({ data: z.array(videoCardSchema) }), ...errorResponses },
});

export const video = defineEndpoint({
  method: 'GET',
  path: '/videos/:id',
  shared: true,
  tags: ['content'],
  summary: 'One how-to video: file, poster, Czech captions, description and the catalogue categories it uses',
  description: 'An unknown id, a video switched off or not yet published, or one of another language is a 404.',
  params: videoParams,
  query: videoQuery,
  responses: { 200: z.object({ data: videoSchema }), ...errorResponses },
});
