import { useEffect, useRef, useState } from 'react';
import { createColumnHelper, rowPaginationFeature, rowSortingFeature, type SortingState, tableFeatures, type Updater, useTable } from '@tanstack/react-table';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { ADMIN_ORDERS_TOTAL_LIMIT, type AdminOrderSort } from '@konfety/domain/admin-orders';
import { call, shopGet, withSession } from '../api/client';
import { adminOrders, adminOrdersQuery, type OrderListItem, type OrderListQuery, type Store } from '../api/contract';
import { fieldClasses, Field, SelectField } from '../components/shared';
import { StateBadge } from '../components/StateBadge';
import { columnClasses } from '../components/table';
import { formatCount, formatDateTime, formatMoney, plural } from '../lib/format';
import { deliveryKinds, orderStates, paymentKinds, stateName } from '../lib/states';
import { useStaff } from './layout';

/**
 * `/admin/objednavky`: the order list (orders:read). Everything it shows is in the URL (filters, sort, page, page
 * size), checked by the API's own query schema (`adminOrdersQuery`) and sent to the API as it is: paging, sorting
 * and filtering happen on the server, TanStack Table lays out the page it answered (manual sorting and pagination).
 */

const PAGE_SIZES = [25, 50, 100] as const;

/** The URL's query as the API takes it; a parameter the schema refuses is left out (and said so), not the whole list. */
function parseQuery(search: URLSearchParams): { query: OrderListQuery; dropped: string[] } {
  const raw: Record<string, string> = {};
  for (const name of ['page', 'limit', 'sort', 'from', 'to', 'payment', 'delivery', 'branch', 'paid', 'q']) {
    const value = search.get(name)?.trim();
    if (value) raw[name] = value;
  }
  // The form's checkboxes send `state=a&state=b`, a link may say `state=a,b`: the API takes a comma-separated list.
  const states = search.getAll('state').flatMap((s) => s.split(',')).filter(Boolean);
  if (states.length > 0) raw.state = states.join(',');
  const dropped: string[] = [];
  for (;;) {
    const parsed = adminOrdersQuery.safeParse(raw);
    if (parsed.success) return { query: parsed.data, dropped };
    const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const removable = [...names].filter((name) => name in raw);
    if (removable.length === 0) return { query: adminOrdersQuery.parse({}), dropped: Object.keys(raw) };
    for (const name of removable) {
      delete raw[name];
      dropped.push(name);
    }
  }
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
    header: 'Číslo',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/objednavky/${info.row.original.id}`} className="strong">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('created_at', { header: 'Datum', sortDescFirst: true, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('customer', { header: 'Zákazník', enableSorting: false }),
  column.accessor('email', { header: 'E-mail', enableSorting: false }),
  column.accessor('state', { header: 'Stav', enableSorting: false, cell: (info) => <StateBadge state={info.getValue()} name={info.row.original.state_name} /> }),
  column.accessor((order) => order.payment.name, { id: 'payment', header: 'Platba', enableSorting: false }),
  column.accessor((order) => order.delivery.name, { id: 'delivery', header: 'Doprava', enableSorting: false }),
  column.accessor((order) => order.branch?.name ?? '–', { id: 'branch', header: 'Prodejna', enableSorting: false }),
  column.accessor('total', { header: 'Celkem', sortDescFirst: true, cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('paid', { header: 'Zaplaceno', enableSorting: false, cell: (info) => (info.getValue() ? <span className="yes">Ano</span> : <span className="no">Ne</span>) }),
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
const SORT_NAMES: Record<AdminOrderSort, string> = { newest: 'od nejnovějších', oldest: 'od nejstarších', total_desc: 'od nejvyšší částky', total_asc: 'od nejnižší částky' };

const FILTER_NAMES: Record<string, string> = { page: 'strana', limit: 'počet na stránce', sort: 'řazení', state: 'stav', from: 'datum od', to: 'datum do', payment: 'platba', delivery: 'doprava', branch: 'prodejna', paid: 'zaplaceno', q: 'hledání' };

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
  const totalText = list.total_capped ? `${formatCount(ADMIN_ORDERS_TOTAL_LIMIT)}+` : formatCount(list.total);
  const found = `${list.total_capped ? 'Více než ' : ''}${totalText} ${plural(list.total, ['objednávka', 'objednávky', 'objednávek'])}`;
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
      <title>{`Objednávky${list.page > 1 ? `, strana ${list.page}` : ''} – Konfety administrace`}</title>
      <h1 tabIndex={-1}>Objednávky</h1>

      <details className="panel filters" open={filtersOpen} onToggle={(e) => setFiltersOpen(e.currentTarget.open)}>
        <summary>Filtry{filtered ? ' (použité)' : ''}</summary>
        {/* Everything in the URL: a GET form; the sort and page size go along, the page starts again at 1. */}
        <Form method="get" className="filters__form" key={location.search} role="search" aria-label="Filtrovat objednávky" onSubmit={focusResults}>
          <div className="filters__search">
            <Field
              label="Hledat"
              hint="Číslo objednávky, e-mail, jméno nebo telefon"
              classes={fieldClasses}
              input={{ name: 'q', type: 'search', defaultValue: query.q ?? '', autoComplete: 'off', spellCheck: false, maxLength: 100 }}
            />
          </div>
          <fieldset className="filters__states">
            <legend>Stav</legend>
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
            <legend>Datum objednávky</legend>
            <div className="row">
              <Field label="Od" classes={fieldClasses} input={{ name: 'from', type: 'date', defaultValue: query.from ?? '' }} />
              <Field label="Do" classes={fieldClasses} input={{ name: 'to', type: 'date', defaultValue: query.to ?? '' }} />
            </div>
          </fieldset>
          <div className="filters__selects">
            <SelectField label="Platba" classes={fieldClasses} select={{ name: 'payment', defaultValue: query.payment ?? '' }}>
              <option value="">Všechny</option>
              {paymentKinds.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField label="Doprava" classes={fieldClasses} select={{ name: 'delivery', defaultValue: query.delivery ?? '' }}>
              <option value="">Všechny</option>
              {deliveryKinds.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            {anyBranch && stores.length > 0 ? (
              <SelectField label="Prodejna" classes={fieldClasses} select={{ name: 'branch', defaultValue: query.branch === undefined ? '' : String(query.branch) }}>
                <option value="">Všechny</option>
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField label="Zaplaceno" classes={fieldClasses} select={{ name: 'paid', defaultValue: query.paid ?? '' }}>
              <option value="">Nezáleží</option>
              <option value="yes">Ano</option>
              <option value="no">Ne</option>
            </SelectField>
          </div>
          {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {search.has('limit') ? <input type="hidden" name="limit" value={list.limit} /> : null}
          <div className="filters__actions">
            <button type="submit" className="btn btn--primary">
              Filtrovat
            </button>
            {filtered ? (
              <Link to={withParams({ state: null, from: null, to: null, payment: null, delivery: null, branch: null, paid: null, q: null, page: null })} className="btn btn--quiet">
                Zrušit filtry
              </Link>
            ) : null}
          </div>
        </Form>
      </details>

      {dropped.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          Některé údaje v adrese nejsou platné a nepoužily se: {dropped.map((name) => FILTER_NAMES[name] ?? name).join(', ')}.
        </p>
      ) : null}

      <div className="list-head">
        <p className="list-count" role="status" id="orders-count" tabIndex={-1} ref={countRef}>
          {list.total === 0 ? 'Žádná objednávka' : found}
          {list.total > 0 ? `, řazeno ${SORT_NAMES[query.sort]}` : ''}
        </p>
        <PageSizes current={list.limit} href={(limit) => withParams({ limit: limit === 25 ? null : String(limit), page: null })} />
      </div>

      {list.orders.length === 0 ? (
        <div className="empty">
          <p className="empty__title">{filtered ? 'Filtrům neodpovídá žádná objednávka.' : list.page > 1 ? 'Na této stránce už nic není.' : 'Zatím tu nejsou žádné objednávky.'}</p>
          {filtered ? <p>Zkuste filtry upravit, nebo je zrušte.</p> : null}
          {filtered ? (
            <Link to="/objednavky" className="btn">
              Zrušit filtry
            </Link>
          ) : list.page > 1 ? (
            <Link to={withParams({ page: null })} className="btn">
              Na první stránku
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="orders-caption">
          <table className="table table--orders">
            <caption id="orders-caption" className="visually-hidden">
              Objednávky, strana {list.page} z {formatCount(pages)}
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
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={columnClass(cell.column.id)}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.total > 0 ? (
        <nav className="pager" aria-label="Stránkování">
          {list.page > 1 ? (
            <Link to={withParams({ page: list.page - 1 > 1 ? String(list.page - 1) : null })} rel="prev" className="btn" onClick={focusResults}>
              ← Předchozí
            </Link>
          ) : pages > 1 ? (
            <span className="btn btn--off" aria-hidden="true">
              ← Předchozí
            </span>
          ) : null}
          <p className="pager__where">
            Strana {formatCount(list.page)} z {formatCount(pages)}
            {list.total_capped ? '+' : ''}
          </p>
          {list.page < pages ? (
            <Link to={withParams({ page: String(list.page + 1) })} rel="next" className="btn" onClick={focusResults}>
              Další →
            </Link>
          ) : pages > 1 ? (
            <span className="btn btn--off" aria-hidden="true">
              Další →
            </span>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function PageSizes({ current, href }: { current: number; href: (limit: number) => string }) {
  return (
    <nav className="page-sizes" aria-label="Počet objednávek na stránce">
      <span aria-hidden="true">Na stránce:</span>
      <ul>
        {PAGE_SIZES.map((size) => (
          <li key={size}>
            {size === current ? (
              <span className="page-size page-size--on" aria-current="page">
                {size}
                <span className="visually-hidden"> na stránce</span>
              </span>
            ) : (
              <Link to={href(size)} className="page-size">
                {size}
                <span className="visually-hidden"> na stránce</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
