import './account.css';
import { Form, type LoaderFunctionArgs, Outlet, useLoaderData, useMatches } from 'react-router';
import { formatPercent } from '@konfety/domain/format';
import { accountMenu, discountGroup, fullName, isCurrentEntry } from '../components/account/account-menu';
import { CsrfField } from '../components/global/CsrfField';
import { Icon } from '../components/header/Icons';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { requestUser } from '../lib/user.server';
import { actionPaths, localeOfPath, localePath } from '../routing/route-names';
import { privatePageHeaders } from '../lib/page-headers';
import { RouterLink } from '../components/link/RouterLink';

/** The customer the aside names (the shell does not: a shared page must not, and this layout is never shared). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requestUser(request, context);
  return { messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['account']), user };
}

/** Every account page is the customer's own: never kept by a shared cache, never indexed (its pages inherit this). */
export const headers = privatePageHeaders;

/**
 * The account area (SPEC §6): the customer's name, their group's discount and description (a group with a
 * discount gets a highlighted menu), the account's pages (the influencer entry named after the group) and logout;
 * the page beside it. The auth guard sits inside this layout, so an anonymous visitor never gets here.
 */
export default function AccountLayout() {
  const t = useT();
  const locale = useLocale();
  const { user } = useLoaderData<typeof loader>();
  // The page's route name: its route id is `name.locale` (routing/route-tree.ts).
  const matches = useMatches();
  const page = matches[matches.length - 1]?.id.split('.')[0];
  if (!user) return <Outlet />;
  const discount = discountGroup(user);
  return (
    <div className="container account">
      <aside className={discount ? 'account__aside account__aside--group' : 'account__aside'}>
        <p className="account__who">
          <span className="account__signed">{t('account.signedInAs')}</span> <strong className="account__name">{fullName(user)}</strong>
        </p>
        {discount && (
          <div className="account__group">
            <strong className="account__group-name">{discount.name}</strong>
            <span>{t('header.account.groupDiscount', { discount: formatPercent(Math.round(discount.discount * 100), locale) })}</span>
            {discount.description && <p className="account__group-text">{discount.description}</p>}
          </div>
        )}
        <nav aria-label={t('account.nav.label')}>
          <ul className="account__nav">
            {accountMenu(user).map((entry) => (
              <li key={entry.route}>
                <RouterLink
                  to={localePath(entry.route, locale)}
                  aria-current={isCurrentEntry(entry, page) ? 'page' : undefined}
                  className={entry.group ? 'account__link account__link--group' : 'account__link'}
                >
                  {'key' in entry.label ? t(entry.label.key) : entry.label.text}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action={actionPaths.logout} className="account__logout">
          <CsrfField />
          <button type="submit" className="account__logout-button">
            <Icon name="logout" />
            {t('header.account.logout')}
          </button>
        </Form>
      </aside>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  );
}
