import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@konfety/db';
import { emailField } from '@konfety/domain/validation';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError, localeOf } from '../../http/errors';
import { errorResponses } from '../../http/schemas';

export const subscribeBody = z.object({ email: emailField() }).meta({ title: 'NewsletterSubscription' });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/subscriber/save',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Subscribe an e-mail to the newsletter of the request's site",
        description:
          'The address is stored lower-cased, once per site. An address already subscribed answers 422 with error `already_exists`; one that had unsubscribed is subscribed again.',
        body: subscribeBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string().meta({ description: 'Success alert text, e.g. E-mail byl úspěšně uložen.' }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const at = now();
      const t = schema.newsletterSubscribers;
      // One statement decides: the unique (site, email) index makes a repeat — even a simultaneous one — update nothing.
      const saved = await db
        .insert(t)
        .values({ siteId: request.site.id, email, source: 'footer', consentAt: at, createdAt: at })
        .onConflictDoUpdate({
          target: [t.siteId, t.email],
          set: { unsubscribedAt: null, consentAt: at },
          setWhere: isNotNull(t.unsubscribedAt),
        })
        .returning({ id: t.id });
      if (saved.length === 0) {
        throw new ApiError(422, 'already_exists', formatMessage(localeOf(request), 'newsletter.alreadyExists'));
      }
      return { success: true as const, message: formatMessage(localeOf(request), 'newsletter.saved') };
    },
  );
};
