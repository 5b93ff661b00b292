import { Breadcrumbs } from '../components/catalog/shared';
import { RouterLink } from '../components/link/RouterLink';
import { ContactDirectory } from '../components/stores/ContactDirectory';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { contactDirectory } from '../lib/contacts.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { visitor } from '../lib/session.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/contacts';
// A side effect of the route's own: Rollup keeps the page's code out of the chunk every page loads (see routes/delivery-info.tsx).
import '../components/stores/contacts.css';

/**
 * SPEC §2 `/kontakty` (Czech and Slovak only): the customer line and e-mail, the operator's details and every store's
 * address, phone and e-mail, with the way to the contact form and to the stores' hours and map.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const directory = await contactDirectory(api, locale);
  // Its language alternates, in the document's head (lib/page-head.server.ts): the Czech and the Slovak site have it
  // (the route's languages).
  setPageHead(context, () => routePageHead(context, url, 'contacts'));
  return { packed: packFrom(directory.deps, () => directory.data), formUrl: pagePath('contact', locale), messages: messagesFor(locale, ['info.contacts', 'inquiry.contact', 'catalog.breadcrumbs', 'catalog.home']) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'info.contacts.title', descriptionKey: 'info.contacts.description', noindex: !!location.search });

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const title = t('info.contacts.title');
  return (
    <div className="container inquiry-page contacts-page">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>
        <RouterLink to={loaderData.formUrl}>{t('info.contacts.write')}</RouterLink> · <RouterLink to={localePath('branches', locale)}>{t('info.contacts.hours')}</RouterLink>
      </p>
      <ContactDirectory data={fieldsOf(loaderData)} level={2} labels={{ line: t('info.contacts.line'), company: t('info.contacts.company'), stores: t('info.contacts.stores') }} />
    </div>
  );
}
