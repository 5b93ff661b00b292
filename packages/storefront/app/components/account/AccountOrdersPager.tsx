import { useT } from '../../i18n';
import { pageHref, pageWindow } from '../../lib/paging';
import { RouterLink } from '../link/RouterLink';

/** Paging of the account's order list as plain links (`?strana=N`), so it works without JavaScript. */
export function AccountOrdersPager({ pathname, page, pages }: { pathname: string; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="account-pager" aria-label={t('account.orders.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <RouterLink to={pageHref(pathname, page - 1)} rel="prev">
              {t('account.orders.previous')}
            </RouterLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              <RouterLink to={pageHref(pathname, n)} aria-label={t('account.orders.pageLabel', { page: n })} aria-current={n === page ? 'page' : undefined}>
                {n}
              </RouterLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <RouterLink to={pageHref(pathname, page + 1)} rel="next">
              {t('account.orders.next')}
            </RouterLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
