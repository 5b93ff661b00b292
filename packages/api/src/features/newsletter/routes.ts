import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { subscribeBody, subscribedSchema } from './schemas';
import { subscribe } from './subscribe';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriber/save',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Subscribe an e-mail to the newsletter of the request's site",
        description:
          'The address is stored lower-cased, once per site. An address already subscribed answers 422 with error `already_exists`; one that had unsubscribed is subscribed again.',
        body: subscribeBody,
        response: { 200: subscribedSchema, ...errorResponses },
      },
    },
    async (request) => subscribe(request.siteScope(), request.body.email),
  );
};
