import { isNotNull } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { ApiError } from '../../errors';
import type { SiteScope } from '../../shop-context';
import type { SubscribedOut } from './schemas';

/**
 * Subscribes an e-mail to the site's newsletter, stored lower-cased once per
 * site. An address already subscribed is 422 `already_exists`; one that had
 * unsubscribed is subscribed again.
 */
export async function subscribe(scope: SiteScope, email: string): Promise<SubscribedOut> {
  const address = email.trim().toLowerCase();
  const at = scope.now;
  const t = schema.newsletterSubscribers;
  // One statement decides: the unique (site, email) index makes a repeat — even a simultaneous one — update nothing.
  const saved = await scope.db
    .insert(t)
    .values({ siteId: scope.site.id, email: address, source: 'footer', consentAt: at, createdAt: at })
    .onConflictDoUpdate({
      target: [t.siteId, t.email],
      set: { unsubscribedAt: null, consentAt: at },
      setWhere: isNotNull(t.unsubscribedAt),
    })
    .returning({ id: t.id });
  if (saved.length === 0) throw new ApiError(422, 'already_exists', formatMessage(scope.locale, 'newsletter.alreadyExists'));
  return { success: true, message: formatMessage(scope.locale, 'newsletter.saved') };
}
