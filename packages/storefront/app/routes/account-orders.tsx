import { data, redirect, useLocation } from 'react-router';
import { AccountOrdersPager } from '../components/account/AccountOrdersPager';
import { AccountOrdersTable } from '../components/account/AccountOrdersTable';
import { Notice } from '../components/auth/AuthForm';
import { useLocale, useT } from '../i18n';
import { ACCOUNT_NOTICE } from '../lib/auth';
import { flashNotice } from '../lib/auth.server';
import { accountOrdersSearch, customerOrders } from '../lib/account-orders.server';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { pageMeta } from '../lib/meta';
import { pageHref } from '../lib/paging';
import { localePath } from '../routing/route-names';
import type { Route } from './+types/account-orders';
import { RouterLink } from '../components/link/RouterLink';

/**
 * /ucet (SPEC §2 "Account with orders", §6): the customer's orders, newest first, a page at a time
 * (`?strana=N`; nonsense is page 1, a page past the end goes to the last one). The auth guard sends an
 * anonymous visitor home with the page remembered; the account layout sends the `account` texts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { strana: page } = accountOrdersSearch.parse(Object.fromEntries(url.searchParams));
  const [list, notice] = await Promise.all([customerOrders(request, context, page), flashNotice(request, context, ACCOUNT_NOTICE)]);
  if (list.pages > 0 && page > list.pages) throw redirect(pageHref(url.pathname, list.pages));
  // `notice`: the welcome of a customer who has just registered (routes/register.tsx).
  return data({ list, notice }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'account.orders.title', noindex: true });

export default function AccountOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { list, notice } = loaderData;
  return (
    <section className="account-orders" aria-labelledby="account-orders-title">
      <h1 id="account-orders-title">{t('account.orders.title')}</h1>
      {notice && <Notice>{notice}</Notice>}
      {list.total === 0 ? (
        <div className="account-orders__empty">
          <p>{t('account.orders.empty')}</p>
          <RouterLink to={localePath('home', locale)} className="account-orders__action">
            {t('account.orders.shop')}
          </RouterLink>
        </div>
      ) : (
        <>
          <p className="account-orders__count">{t('account.orders.count', { count: list.total })}</p>
          <AccountOrdersTable orders={list.orders} page={list.page} pages={list.pages} />
          <AccountOrdersPager pathname={pathname} page={list.page} pages={list.pages} />
        </>
      )}
    </section>
  );
}
