import { useEffect, useRef, useState } from 'react';
import { createColumnHelper, rowPaginationFeature, rowSortingFeature, type SortingState, tableFeatures, type Updater, useTable } from '@tanstack/react-table';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { type AdminOrderSort } from '@konfety/domain/admin-orders';
import { deliveryKinds, paymentKinds } from '@konfety/domain/checkout';
import { call, shopGet, withSession } from '../api/client';
import { adminOrders, adminOrdersQuery, type OrderListItem, type OrderListQuery, type Store } from '../api/contract';
import { fieldClasses, Field, SelectField } from '../components/shared';
import { StateBadge } from '../components/StateBadge';
import { columnClasses } from '../components/table';
import { TableBody } from '../components/TableParts';
import { type AdminMessageKey, t } from '../i18n';
import { formatDateTime, formatMoney } from '../lib/format';
import { parseListQuery, searchValues } from '../lib/list-query';
import { orderStates, stateName } from '../lib/states';
import { useStaff } from './layout';

/**
 * `/admin/objednavky`: the order list (orders:read). Everything it shows is in the URL (filters, sort, page, page
 * size), checked by the API's own query schema (`adminOrdersQuery`) and sent to the API as it is: paging, sorting
 * and filtering happen on the server, TanStack Table lays out the page it answered (manual sorting and pagination).
 */

const PAGE_SIZES = [25, 50, 100] as const;

/** The URL's query as the API takes it; a parameter the schema refuses is left out (and said so), not the whole list. */
function parseQuery(search: URLSearchParams): { query: OrderListQuery; dropped: string[] } {
  const raw = searchValues(search, ['page', 'limit', 'sort', 'from', 'to', 'payment', 'delivery', 'branch', 'paid', 'q']);
  // The form's checkboxes send `state=a&state=b`, a link may say `state=a,b`: the API takes a comma-separated list.
  const states = search.getAll('state').flatMap((s) => s.split(',')).filter(Boolean);
  if (states.length > 0) raw.state = states.join(',');
  return parseListQuery(adminOrdersQuery, raw);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { query, dropped } = parseQuery(new URL(request.url).searchParams);
  return withSession(request, async () => {
    const [list, stores] = await Promise.all([
      call(adminOrders, { query: { ...query, state: query.state?.join(',') }, signal: request.signal }),
      // The branch filter's choices: the shop's stores (public, shared by every page that lists them).
      shopGet<{ data: Store[] }>('/stores', request.signal).then(
        (r) => r.data.map((s) => ({ id: s.id, name: s.name })),
        () => [] as Array<{ id: number; name: string }>,
      ),
    ]);
    return { list, query, dropped, stores };
  });
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const column = createColumnHelper<typeof features, OrderListItem>();
const columns = column.columns([
  column.accessor('number', {
    header: t('orders.col.number'),
    enableSorting: false,
    cell: (info) => (
      <Link to={`/objednavky/${info.row.original.id}`} className="strong">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', { header: t('orders.col.date'), sortDescFirst: true, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('customer', { header: t('orders.col.customer'), enableSorting: false }),
  column.accessor('email', { header: t('orders.col.email'), enableSorting: false }),
  column.accessor('state', { header: t('orders.col.state'), enableSorting: false, cell: (info) => <StateBadge state={info.getValue()} name={info.row.original.state_name} /> }),
  column.accessor((order) => order.payment.name, { id: 'payment', header: t('orders.col.payment'), enableSorting: false }),
  column.accessor((order) => order.delivery.name, { id: 'delivery', header: t('orders.col.delivery'), enableSorting: false }),
  column.accessor((order) => order.branch?.name ?? '–', { id: 'branch', header: t('orders.col.branch'), enableSorting: false }),
  column.accessor('total', { header: t('orders.col.total'), sortDescFirst: true, cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('paid', { header: t('orders.col.paid'), enableSorting: false, cell: (info) => (info.getValue() ? <span className="yes">{t('common.yes')}</span> : <span className="no">{t('common.no')}</span>) }),
]);
const columnClass = columnClasses(['total'], ['number', 'created_at', 'total', 'paid']);

/** The API's sort as the table's sorting state, and back. */
const SORTINGS: Record<AdminOrderSort, SortingState> = {
  newest: [{ id: 'created_at', desc: true }],
  oldest: [{ id: 'created_at', desc: false }],
  total_desc: [{ id: 'total', desc: true }],
  total_asc: [{ id: 'total', desc: false }],
};
function sortOf(sorting: SortingState): AdminOrderSort {
  const first = sorting[0];
  if (first?.id === 'total') return first.desc ? 'total_desc' : 'total_asc';
  return first && !first.desc ? 'oldest' : 'newest';
}
/** The query parameters' names in the warning about those that were not valid. */
const PARAM_NAMES: Record<string, AdminMessageKey> = {
  page: 'orders.param.page',
  limit: 'orders.param.limit',
  sort: 'orders.param.sort',
  state: 'orders.param.state',
  from: 'orders.param.from',
  to: 'orders.param.to',
  payment: 'orders.param.payment',
  delivery: 'orders.param.delivery',
  branch: 'orders.param.branch',
  paid: 'orders.param.paid',
  q: 'orders.param.q',
};
const paramName = (name: string): string => {
  const key = PARAM_NAMES[name];
  return key ? t(key) : name;
};

export function Component() {
  const { list, query, dropped, stores } = useLoaderData<typeof loader>();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const anyBranch = staff.permissions['orders:read'] === 'any';

  /** This list's URL with `changes` (null removes a parameter). */
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return `/objednavky${text ? `?${text}` : ''}`;
  };

  const sorting = SORTINGS[query.sort];
  const table = useTable({
    features,
    columns,
    data: list.orders,
    getRowId: (order) => String(order.id),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: list.total,
    state: { sorting, pagination: { pageIndex: list.page - 1, pageSize: list.limit } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const sort = sortOf(next);
      navigate(withParams({ sort: sort === 'newest' ? null : sort, page: null }));
    },
  });

  const pages = Math.max(1, table.getPageCount());
  const filtered = ['state', 'from', 'to', 'payment', 'delivery', 'branch', 'paid', 'q'].some((name) => search.has(name));
  const found = t(list.total_capped ? 'orders.count.capped' : 'orders.count', { count: list.total, sort: t(`orders.sort.${query.sort}`) });
  const [filtersOpen, setFiltersOpen] = useState(() => filtered || typeof window === 'undefined' || window.matchMedia('(min-width: 60em)').matches);
  // After filtering or turning a page the focus goes to the count of what was found (the form is made anew for the
  // new URL, and a pager link may be gone): the next Tab continues into the results.
  const countRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  const focusResults = () => {
    moveFocus.current = true;
  };
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    countRef.current?.focus();
  }, [location.search]);

  return (
    <section className="page page--wide">
      <title>{t('common.documentTitle', { title: list.page > 1 ? t('orders.titleOnPage', { page: list.page }) : t('orders.title') })}</title>
      <h1 tabIndex={-1}>{t('orders.title')}</h1>

      <details className="panel filters" open={filtersOpen} onToggle={(e) => setFiltersOpen(e.currentTarget.open)}>
        <summary>{t('orders.filters', { used: filtered ? 'yes' : 'no' })}</summary>
        {/* Everything in the URL: a GET form; the sort and page size go along, the page starts again at 1. */}
        <Form method="get" className="filters__form" key={location.search} role="search" aria-label={t('orders.filters.label')} onSubmit={focusResults}>
          <div className="filters__search">
            <Field
              label={t('orders.filters.search')}
              hint={t('orders.filters.searchHint')}
              classes={fieldClasses}
              input={{ name: 'q', type: 'search', defaultValue: query.q ?? '', autoComplete: 'off', spellCheck: false, maxLength: 100 }}
            />
          </div>
          <fieldset className="filters__states">
            <legend>{t('orders.filters.state')}</legend>
            <ul className="checks">
              {orderStates.map((state) => (
                <li key={state}>
                  <label className="check-inline">
                    <input type="checkbox" name="state" value={state} defaultChecked={query.state?.includes(state) ?? false} /> {stateName(state)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="filters__dates">
            <legend>{t('orders.filters.dates')}</legend>
            <div className="row">
              <Field label={t('orders.filters.from')} classes={fieldClasses} input={{ name: 'from', type: 'date', defaultValue: query.from ?? '' }} />
              <Field label={t('orders.filters.to')} classes={fieldClasses} input={{ name: 'to', type: 'date', defaultValue: query.to ?? '' }} />
            </div>
          </fieldset>
          <div className="filters__selects">
            <SelectField label={t('orders.filters.payment')} classes={fieldClasses} select={{ name: 'payment', defaultValue: query.payment ?? '' }}>
              <option value="">{t('orders.filters.all')}</option>
              {paymentKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`orders.payment.${kind}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('orders.filters.delivery')} classes={fieldClasses} select={{ name: 'delivery', defaultValue: query.delivery ?? '' }}>
              <option value="">{t('orders.filters.all')}</option>
              {deliveryKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`orders.delivery.${kind}`)}
                </option>
              ))}
            </SelectField>
            {anyBranch && stores.length > 0 ? (
              <SelectField label={t('orders.filters.branch')} classes={fieldClasses} select={{ name: 'branch', defaultValue: query.branch === undefined ? '' : String(query.branch) }}>
                <option value="">{t('orders.filters.all')}</option>
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField label={t('orders.filters.paid')} classes={fieldClasses} select={{ name: 'paid', defaultValue: query.paid ?? '' }}>
              <option value="">{t('orders.filters.paidAny')}</option>
              <option value="yes">{t('common.yes')}</option>
              <option value="no">{t('common.no')}</option>
            </SelectField>
          </div>
          {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {search.has('limit') ? <input type="hidden" name="limit" value={list.limit} /> : null}
          <div className="filters__actions">
            <button type="submit" className="btn btn--primary">
              {t('orders.filters.submit')}
            </button>
            {filtered ? (
              <Link to={withParams({ state: null, from: null, to: null, payment: null, delivery: null, branch: null, paid: null, q: null, page: null })} className="btn btn--quiet">
                {t('common.clearFilters')}
              </Link>
            ) : null}
          </div>
        </Form>
      </details>

      {dropped.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          {t('common.droppedParams', { names: dropped.map(paramName).join(', ') })}
        </p>
      ) : null}

      <div className="list-head">
        <p className="list-count" role="status" id="orders-count" tabIndex={-1} ref={countRef}>
          {list.total === 0 ? t('orders.count.none') : found}
        </p>
        <PageSizes current={list.limit} href={(limit) => withParams({ limit: limit === 25 ? null : String(limit), page: null })} />
      </div>

      {list.orders.length === 0 ? (
        <div className="empty">
          <p className="empty__title">{filtered ? t('orders.empty.filtered') : list.page > 1 ? t('common.emptyPage') : t('orders.empty.none')}</p>
          {filtered ? <p>{t('orders.empty.filteredHint')}</p> : null}
          {filtered ? (
            <Link to="/objednavky" className="btn">
              {t('common.clearFilters')}
            </Link>
          ) : list.page > 1 ? (
            <Link to={withParams({ page: null })} className="btn">
              {t('common.firstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="orders-caption">
          <table className="table table--orders">
            <caption id="orders-caption" className="visually-hidden">
              {t('orders.caption', { page: list.page, pages })}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const className = columnClass(header.id);
                    return (
                      <th key={header.id} scope="col" className={className} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                        {header.column.getCanSort() ? (
                          <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                            <table.FlexRender header={header} />
                            <span className={`sort__mark${sorted ? ' sort__mark--on' : ''}`} aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <TableBody table={table} classes={columnClass} />
          </table>
        </div>
      )}

      {list.total > 0 ? (
        <nav className="pager" aria-label={t('common.pager')}>
          {list.page > 1 ? (
            <Link to={withParams({ page: list.page - 1 > 1 ? String(list.page - 1) : null })} rel="prev" className="btn" onClick={focusResults}>
              {t('common.pager.previous')}
            </Link>
          ) : pages > 1 ? (
            <span className="btn btn--off" aria-hidden="true">
              {t('common.pager.previous')}
            </span>
          ) : null}
          <p className="pager__where">{t(list.total_capped ? 'common.pager.whereCapped' : 'common.pager.where', { page: list.page, pages })}</p>
          {list.page < pages ? (
            <Link to={withParams({ page: String(list.page + 1) })} rel="next" className="btn" onClick={focusResults}>
              {t('common.pager.next')}
            </Link>
          ) : pages > 1 ? (
            <span className="btn btn--off" aria-hidden="true">
              {t('common.pager.next')}
            </span>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function PageSizes({ current, href }: { current: number; href: (limit: number) => string }) {
  return (
    <nav className="page-sizes" aria-label={t('orders.pageSizes')}>
      <span aria-hidden="true">{t('orders.pageSizes.label')}</span>
      <ul>
        {PAGE_SIZES.map((size) => (
          <li key={size}>
            {size === current ? (
              <span className="page-size page-size--on" aria-current="page">
                {size}
                <span className="visually-hidden"> {t('orders.pageSizes.size')}</span>
              </span>
            ) : (
              <Link to={href(size)} className="page-size">
                {size}
                <span className="visually-hidden"> {t('orders.pageSizes.size')}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
