import { defineEndpoint } from '../../endpoint';
import { errorResponses } from '../../http/schemas';
import { subscribeBody, subscribedSchema } from './schemas';

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/subscriber/save',
  tags: ['newsletter'],
  summary: "Subscribe an e-mail to the newsletter of the request's site",
  description:
    'The address is stored lower-cased, once per site. An address already subscribed answers 422 with error `already_exists`; one that had unsubscribed is subscribed again.',
  body: subscribeBody,
  captcha: 'newsletter',
  responses: { 200: subscribedSchema, ...errorResponses },
});
