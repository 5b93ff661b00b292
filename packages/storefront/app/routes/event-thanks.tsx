import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/event-thanks';
// A side effect of the route's own: Rollup keeps the page's code out of the chunk every page loads (see routes/delivery-info.tsx).
import '../components/events/events.css';

/** SPEC §2 `/eventy/dekujeme`: where a sent event order lands, with the API's notice when it comes from the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { notice: await flashNotice(request, context, 'event'), messages: messagesFor(locale, ['events']) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'events.thanks.title', noindex: true });

export default function EventThanksPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container inquiry-page">
      <h1>{t('events.thanks.title')}</h1>
      <p role="status">{loaderData.notice ?? t('events.thanks.text')}</p>
      <p>
        {t('events.thanks.more')} <RouterLink to={localePath('blog', locale)}>Blog</RouterLink>
      </p>
    </div>
  );
}
