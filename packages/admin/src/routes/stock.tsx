import { useEffect, useMemo, useRef, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { ADMIN_STOCK_TOTAL_LIMIT, STOCK_MAX_QUANTITY } from '@konfety/domain/stock';
import { ApiError, call, withSession } from '../api/client';
import { TableBody, TableHead } from '../components/TableParts';
import {
  adminStock,
  adminStockCorrection,
  adminStockCorrectionBody,
  adminStockMovements,
  adminStockQuery,
  adminStockReceipt,
  adminStockReceiptBody,
  adminStockTransfer,
  adminStockTransferBody,
  type StockList,
  type StockListItem,
  type StockListQuery,
  type StockLocation,
  type StockMovements,
} from '../api/stock-contract';
import { CheckboxField, checkboxClasses, Dialog, Field, fieldClasses, SelectField, TextareaField } from '../components/shared';
import { type AdminMessageKey, t } from '../i18n';
import { formatCount, formatDateTime } from '../lib/format';
import { parseListQuery, searchValues } from '../lib/list-query';
import { type FieldErrors, text, validate } from '../lib/validate';
import { can, useStaff } from './layout';
import '../styles/stock.css';

/**
 * `/admin/sklad`: the stock (stock:read) — every variant with its pieces per location (the warehouse and the 13
 * stores), searched by name, code or EAN, filtered by location, or only what is running low; paged on the server
 * (the URL holds it all, checked by the API's own query schema). Per variant (stock:write): goods received, a count
 * corrected (with its reason), pieces moved to another location, each in a modal dialog of the shop's `Dialog` and
 * `Field`, validated by the API's own body schemas; and its movements (`?pohyby=<variant>`), in a dialog too.
 * Branch staff see and change their branch only: the API answers their branch's column alone.
 */

const PAGE_SIZE = 25;

function parseQuery(search: URLSearchParams): { query: StockListQuery; dropped: string[] } {
  return parseListQuery(adminStockQuery, searchValues(search, ['page', 'limit', 'q', 'branch', 'low']));
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { query, dropped } = parseQuery(search);
  const movementsOf = positiveInt(search.get('pohyby'));
  const movementsPage = positiveInt(search.get('pohyby_strana')) ?? 1;
  return withSession(request, async () => {
    const [list, movements] = await Promise.all([
      call(adminStock, { query, signal: request.signal }),
      movementsOf === null
        ? Promise.resolve(null)
        : call(adminStockMovements, { params: { variantId: movementsOf }, query: { page: movementsPage }, signal: request.signal }).catch((e: unknown) => {
            // A variant that does not exist (an old link): the list alone.
            if (e instanceof ApiError && e.status === 404) return null;
            throw e;
          }),
    ]);
    return { list, query, dropped, movements };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The changes (receipt, correction, transfer): one action, the form's `intent` says which

type Intent = 'receipt' | 'correction' | 'transfer';
type StockRow = { variant_id: number; branch_id: number; quantity: number };
type Outcome =
  | { ok: true; intent: Intent; at: number; label: string; quantity: number; from: number; to: number; stock: StockRow[] }
  | { ok: false; intent: Intent; at: number; message: string | null; errors: FieldErrors };

const isIntent = (value: string): value is Intent => value === 'receipt' || value === 'correction' || value === 'transfer';

/** The API's field names (`lines.0.quantity`) as the dialog's (`quantity`); what no field shows goes to the form. */
function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key === 'lines.0.quantity' ? 'quantity' : ['branch_id', 'from_branch_id', 'to_branch_id', 'counted', 'note', 'quantity'].includes(key) ? key : '_form';
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

export async function action({ request }: ActionFunctionArgs): Promise<Outcome> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (!isIntent(intent)) throw new ApiError(400, { error: 'bad_request', message: t('stock.error.unknownAction') });
  const at = Date.now();
  const label = text(form, 'label');
  const variant = text(form, 'variant_id');
  const line = { variant_id: variant, quantity: text(form, 'quantity').trim() };
  const refused = (errors: FieldErrors, message: string | null = null): Outcome => ({ ok: false, intent, at, message, errors: formErrors(errors) });
  const done = (quantity: number, from: number, to: number, stock: StockRow[]): Outcome => ({ ok: true, intent, at, label, quantity, from, to, stock });
  const send = (run: () => Promise<Outcome>) =>
    withSession(request, async () => {
      try {
        return await run();
      } catch (e) {
        if (!(e instanceof ApiError) || e.status === 0 || e.status === 401) throw e;
        // 409: the source has fewer pieces than asked (someone sold or moved some meanwhile); the list loads again.
        if (e.code === 'stock_short') {
          const short = (e.body as { lines?: Array<{ available: number }> }).lines?.[0];
          return refused(short ? { quantity: [t('stock.error.short', { count: short.available })] } : {}, e.message);
        }
        const errors = e.fieldErrors;
        return refused(errors, Object.keys(errors).length > 0 ? null : e.message);
      }
    });

  if (intent === 'receipt') {
    const checked = validate(adminStockReceiptBody, { branch_id: text(form, 'branch_id'), lines: [line], note: text(form, 'note') });
    if (!checked.ok) return refused(checked.errors);
    const body = checked.data;
    return send(async () => done(body.lines[0]!.quantity, body.branch_id, body.branch_id, (await call(adminStockReceipt, { body })).stock));
  }
  if (intent === 'correction') {
    const checked = validate(adminStockCorrectionBody, { branch_id: text(form, 'branch_id'), variant_id: variant, counted: text(form, 'counted').trim(), note: text(form, 'note') });
    if (!checked.ok) return refused(checked.errors);
    const body = checked.data;
    return send(async () => done(body.counted, body.branch_id, body.branch_id, (await call(adminStockCorrection, { body })).stock));
  }
  const checked = validate(adminStockTransferBody, { from_branch_id: text(form, 'from_branch_id'), to_branch_id: text(form, 'to_branch_id'), lines: [line], note: text(form, 'note') });
  if (!checked.ok) return refused(checked.errors);
  const body = checked.data;
  return send(async () => done(body.lines[0]!.quantity, body.from_branch_id, body.to_branch_id, (await call(adminStockTransfer, { body })).stock));
}

// ---------------------------------------------------------------------------------------------------------------
// The screen

const features = tableFeatures({ columnMeta: {} as { className?: string } });
const column = createColumnHelper<typeof features, StockListItem>();

const quantityAt = (item: StockListItem, branchId: number): number | null => item.stock.find((s) => s.branch_id === branchId)?.quantity ?? null;
/** A variant by its product's name and its own, unless it is the product's only one (with no size). */
const variantLabel = (productName: string, variantName: string | null) =>
  variantName && variantName !== t('stock.universalVariant') ? `${productName} – ${variantName}` : productName;
const itemLabel = (item: StockListItem) => variantLabel(item.product_name, item.variant_name);
const pieces = (n: number) => t('stock.pieces', { count: n });
/** "Kód X, EAN Y." under a dialog's title. */
const codeText = (v: { code: string; ean: string | null }) => t('stock.dialog.code', { code: v.code, hasEan: v.ean ? 'yes' : 'no', ean: v.ean ?? '' });

type DialogState = { kind: Intent; item: StockListItem } | null;

/** The query parameters' names in the warning about those that were not valid. */
const PARAM_NAMES: Record<string, AdminMessageKey> = {
  page: 'stock.param.page',
  limit: 'stock.param.limit',
  q: 'stock.param.q',
  branch: 'stock.param.branch',
  low: 'stock.param.low',
};
const paramName = (name: string): string => {
  const key = PARAM_NAMES[name];
  return key ? t(key) : name;
};

export function Component() {
  const { list, query, dropped, movements } = useLoaderData<typeof loader>();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const writable = can(staff, 'stock:write');
  const branchOnly = staff.permissions['stock:read'] === 'branch';
  const [dialog, setDialog] = useState<DialogState>(null);
  const outcome = useActionData<typeof action>();
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);

  /** This list's URL with `changes` (null removes a parameter). */
  const withParams = (changes: Record<string, string | null>) => listUrl(location.search, changes);

  // A change that went through closes its dialog and says what it did (the list has loaded again meanwhile).
  useEffect(() => {
    if (!outcome || outcome.at === shownAt) return;
    setShownAt(outcome.at);
    if (!outcome.ok) return;
    setDialog(null);
    setNotice(successText(outcome, list.all_locations));
  }, [outcome, shownAt, list.all_locations]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    countRef.current?.focus();
  }, [location.search]);
  const focusResults = () => {
    moveFocus.current = true;
    setNotice(null);
  };

  const columns = useMemo(() => {
    const many = list.locations.length > 1;
    return column.columns([
      column.accessor((item) => item.code, {
        id: 'item',
        header: t('stock.col.item'),
        meta: { className: 'stock__item' },
        cell: (info) => {
          const item = info.row.original;
          return (
            <>
              <span className="stock__name">
                {itemLabel(item)}
                {!item.active ? <span className="off-mark">{t('stock.item.inactive')}</span> : null}
                {item.low ? <span className="low-mark">{t('stock.item.low')}</span> : null}
              </span>
              <span className="stock__meta">
                <span className="nowrap">{item.code}</span>
                {item.ean ? (
                  <>
                    {' · '}
                    <span className="nowrap">{t('stock.item.ean', { ean: item.ean })}</span>
                  </>
                ) : null}
              </span>
            </>
          );
        },
      }),
      ...list.locations.map((loc) =>
        column.accessor((item) => quantityAt(item, loc.id), {
          id: `loc-${loc.id}`,
          header: () => (
            <abbr className="loc-code" title={loc.name}>
              {loc.code}
              <span className="visually-hidden"> ({loc.name})</span>
            </abbr>
          ),
          meta: { className: 'num nowrap' },
          cell: (info) => {
            const n = info.getValue();
            if (n === null) return <span className="stock__qty--none" title={t('stock.item.notStocked')}>–</span>;
            return <span className={n === 0 ? 'stock__qty--zero' : undefined}>{formatCount(n)}</span>;
          },
        }),
      ),
      ...(many ? [column.accessor('total', { header: t('stock.col.total'), meta: { className: 'num nowrap stock__total' }, cell: (info) => formatCount(info.getValue()) })] : []),
      column.display({
        id: 'actions',
        header: t('stock.col.actions'),
        cell: (info) => {
          const item = info.row.original;
          const of = (action: AdminMessageKey) => t('stock.action.of', { action: t(action), item: itemLabel(item), code: item.code });
          return (
            <div className="stock__actions">
              {writable ? (
                <>
                  <button type="button" className="btn btn--small" aria-label={of('stock.action.receipt')} onClick={() => setDialog({ kind: 'receipt', item })}>
                    {t('stock.action.receipt')}
                  </button>
                  <button type="button" className="btn btn--small" aria-label={of('stock.action.correction')} onClick={() => setDialog({ kind: 'correction', item })}>
                    {t('stock.action.correction')}
                  </button>
                  <button type="button" className="btn btn--small" aria-label={of('stock.action.transfer')} onClick={() => setDialog({ kind: 'transfer', item })}>
                    {t('stock.action.transfer')}
                  </button>
                </>
              ) : null}
              <Link
                to={listUrl(location.search, { pohyby: String(item.variant_id), pohyby_strana: null })}
                className="btn btn--small btn--quiet"
                aria-label={of('stock.action.movements')}
                preventScrollReset
              >
                {t('stock.action.movements')}
              </Link>
            </div>
          );
        },
      }),
    ]);
  }, [list.locations, writable, location.search]);

  const table = useTable({
    features,
    columns,
    data: list.variants,
    getRowId: (item) => String(item.variant_id),
  });

  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const filtered = ['q', 'branch', 'low'].some((name) => search.has(name));
  const lowOnly = query.low === '1';
  const found = t(list.total_capped ? 'stock.count.capped' : 'stock.count', { count: list.total, low: lowOnly ? 'yes' : 'no' });
  const own = branchOnly ? list.locations[0] : undefined;
  const chosen = query.branch === undefined ? undefined : list.all_locations.find((l) => l.id === query.branch);

  return (
    <section className="page page--wide">
      <title>{t('common.documentTitle', { title: list.page > 1 ? t('stock.titleOnPage', { page: list.page }) : t('stock.title') })}</title>
      <h1 tabIndex={-1}>{t('stock.title')}</h1>
      <p className="panel__sub">
        {own ? t('stock.sub.own', { branch: own.name }) : t('stock.sub.all')} {t('stock.sub.low', { threshold: list.low_threshold, scope: own || chosen ? 'place' : 'all' })}
      </p>

      <Form method="get" className="panel stock-filters" key={location.search} role="search" aria-label={t('stock.search')} onSubmit={focusResults}>
        <Field
          label={t('stock.search.field')}
          hint={t('stock.search.hint')}
          classes={fieldClasses}
          input={{ name: 'q', type: 'search', defaultValue: query.q ?? '', autoComplete: 'off', spellCheck: false, maxLength: 100 }}
        />
        {branchOnly ? (
          <div className="field">
            <span className="field__label">{t('stock.search.place')}</span>
            <p className="fixed-location">{own?.name ?? staff.branch?.name}</p>
          </div>
        ) : (
          <SelectField label={t('stock.search.place')} classes={fieldClasses} select={{ name: 'branch', defaultValue: query.branch === undefined ? '' : String(query.branch) }}>
            <option value="">{t('stock.search.allPlaces')}</option>
            {list.all_locations.map((loc) => (
              <option key={loc.id} value={loc.id}>
                {loc.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="stock-filters__actions">
          <button type="submit" className="btn btn--primary">
            {t('stock.search.submit')}
          </button>
          {filtered ? (
            <Link to="/sklad" className="btn btn--quiet" onClick={focusResults}>
              {t('common.clearFilters')}
            </Link>
          ) : null}
        </div>
        <div className="stock-filters__low">
          <CheckboxField
            label={t('stock.search.lowOnly', { threshold: list.low_threshold })}
            classes={checkboxClasses}
            input={{ name: 'low', value: '1', defaultChecked: lowOnly }}
          />
        </div>
        {query.limit !== PAGE_SIZE ? <input type="hidden" name="limit" value={query.limit} /> : null}
      </Form>

      {dropped.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          {t('common.droppedParams', { names: dropped.map(paramName).join(', ') })}
        </p>
      ) : null}
      <div aria-live="polite">
        {notice ? (
          <p className="alert alert--success" tabIndex={-1} ref={noticeRef}>
            {notice}
          </p>
        ) : null}
      </div>

      <div className="list-head">
        <p className="list-count" role="status" id="stock-count" tabIndex={-1} ref={countRef}>
          {list.total === 0 ? t('stock.count.none') : found}
        </p>
      </div>

      {list.variants.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            {list.page > 1 && list.total > 0 ? t('common.emptyPage') : lowOnly ? t('stock.empty.low') : filtered ? t('stock.empty.filtered') : t('stock.empty.none')}
          </p>
          {list.page > 1 && list.total_capped ? <p>{t('stock.empty.capped', { count: ADMIN_STOCK_TOTAL_LIMIT })}</p> : null}
          {filtered ? (
            <Link to="/sklad" className="btn">
              {t('common.clearFilters')}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="stock-caption">
          <table className={`table table--stock${list.locations.length > 1 ? ' table--locations' : ''}`}>
            <caption id="stock-caption" className="visually-hidden">
              {t('stock.caption', { page: list.page, pages })}
            </caption>
            <TableHead table={table} classes={(id) => table.getColumn(id)?.columnDef.meta?.className} />
            <TableBody table={table} classes={(id) => table.getColumn(id)?.columnDef.meta?.className} rowHeader="item" />
          </table>
        </div>
      )}

      {list.total > list.limit || list.page > 1 ? (
        <nav className="pager" aria-label={t('common.pager')}>
          {list.page > 1 ? (
            <Link to={withParams({ page: list.page - 1 > 1 ? String(list.page - 1) : null })} rel="prev" className="btn" onClick={focusResults}>
              {t('common.pager.previous')}
            </Link>
          ) : (
            <span className="btn btn--off" aria-hidden="true">
              {t('common.pager.previous')}
            </span>
          )}
          <p className="pager__where">{t(list.total_capped ? 'common.pager.whereCapped' : 'common.pager.where', { page: list.page, pages })}</p>
          {list.page < pages ? (
            <Link to={withParams({ page: String(list.page + 1) })} rel="next" className="btn" onClick={focusResults}>
              {t('common.pager.next')}
            </Link>
          ) : (
            <span className="btn btn--off" aria-hidden="true">
              {t('common.pager.next')}
            </span>
          )}
        </nav>
      ) : null}

      {dialog ? <ChangeDialog key={`${dialog.kind}-${dialog.item.variant_id}`} state={dialog} list={list} outcome={outcome} onClose={() => setDialog(null)} /> : null}
      <MovementsDialog
        movements={movements}
        close={() => navigate(withParams({ pohyby: null, pohyby_strana: null }), { preventScrollReset: true })}
        pageHref={(page) => withParams({ pohyby_strana: page > 1 ? String(page) : null })}
      />
    </section>
  );
}

/** The list's URL: `search` with `changes` (null removes a parameter). */
function listUrl(search: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return `/sklad${query ? `?${query}` : ''}`;
}

function successText(outcome: Extract<Outcome, { ok: true }>, locations: StockLocation[]): string {
  const name = (id: number) => locations.find((l) => l.id === id)?.name ?? `#${id}`;
  const left = (id: number) => outcome.stock.find((s) => s.branch_id === id)?.quantity ?? 0;
  if (outcome.intent === 'receipt') return t('stock.done.receipt', { quantity: outcome.quantity, item: outcome.label, place: name(outcome.to), left: left(outcome.to) });
  if (outcome.intent === 'correction') return t('stock.done.correction', { item: outcome.label, place: name(outcome.to), left: left(outcome.to) });
  return t('stock.done.transfer', {
    quantity: outcome.quantity,
    item: outcome.label,
    from: name(outcome.from),
    fromLeft: left(outcome.from),
    to: name(outcome.to),
    toLeft: left(outcome.to),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A change's dialog

function ChangeDialog({ state, list, outcome, onClose }: { state: NonNullable<DialogState>; list: StockList; outcome: Outcome | undefined; onClose: () => void }) {
  const { kind, item } = state;
  const staff = useStaff();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod !== undefined);
  const [openedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const answer = outcome && !outcome.ok && outcome.intent === kind && outcome.at >= openedAt ? outcome : null;
  const errors = answer?.errors ?? {};
  const fixed = staff.permissions['stock:write'] === 'branch' ? list.locations[0] : undefined;
  // Where the change happens: the list's columns (the chosen location, or the branch staff's own), the warehouse first.
  const places = list.locations;
  // A transfer starts where there are pieces; the others at the first column (the warehouse, or the chosen place).
  const [place, setPlace] = useState<number>(() => (fixed ?? (kind === 'transfer' ? places.find((p) => (quantityAt(item, p.id) ?? 0) > 0) : undefined) ?? places[0]!).id);
  const targets = list.all_locations.filter((l) => l.id !== place);
  const [chosenTarget, setTarget] = useState<number | undefined>(undefined);
  const target = targets.some((l) => l.id === chosenTarget) ? chosenTarget : (targets.find((l) => l.kind === 'store') ?? targets[0])?.id;
  const here = quantityAt(item, place);
  const title = t('stock.dialog.title', { action: t(`stock.dialog.title.${kind}`), item: itemLabel(item) });

  // A refused change: the focus goes to the first field in error, or to the message.
  useEffect(() => {
    if (!answer) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? messageRef.current)?.focus();
  }, [answer]);

  const placeField = (name: string, label: string) =>
    fixed ? (
      <div className="field">
        <span className="field__label">{label}</span>
        <p className="fixed-location">{fixed.name}</p>
        <input type="hidden" name={name} value={fixed.id} />
      </div>
    ) : (
      <SelectField label={label} errors={errors[name]} classes={fieldClasses} select={{ name, value: String(place), onChange: (e) => setPlace(Number(e.currentTarget.value)) }}>
        {places.map((loc) => (
          <option key={loc.id} value={loc.id}>
            {loc.name}
            {quantityAt(item, loc.id) === null ? '' : ` (${pieces(quantityAt(item, loc.id)!)})`}
          </option>
        ))}
      </SelectField>
    );

  return (
    <Dialog open onClose={onClose} className="dialog" aria-labelledby="change-title" aria-describedby="change-sub">
      <Form method="post" noValidate className="stack" ref={formRef} preventScrollReset>
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="variant_id" value={item.variant_id} />
        <input type="hidden" name="label" value={`${itemLabel(item)} (${item.code})`} />
        <div>
          <h2 id="change-title">{title}</h2>
          <p id="change-sub" className="dialog__sub">
            {codeText(item)} {t(`stock.dialog.explain.${kind}`)}
          </p>
        </div>
        {answer?.message || errors._form ? (
          <p className="alert alert--error" role="alert" tabIndex={-1} ref={messageRef}>
            {[answer?.message, ...(errors._form ?? [])].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {kind === 'receipt' ? (
          <>
            {placeField('branch_id', t('stock.dialog.place'))}
            <Field
              label={t('stock.dialog.receipt.quantity')}
              required
              errors={errors.quantity}
              hint={here === null ? t('stock.dialog.receipt.notStocked') : t('stock.dialog.receipt.now', { count: here })}
              classes={fieldClasses}
              input={{ name: 'quantity', type: 'number', inputMode: 'numeric', min: 1, max: STOCK_MAX_QUANTITY, step: 1 }}
            />
            <TextareaField label={t('stock.dialog.note')} optional={t('common.optional')} hint={t('stock.dialog.receipt.noteHint')} errors={errors.note} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
          </>
        ) : kind === 'correction' ? (
          <>
            {placeField('branch_id', t('stock.dialog.place'))}
            <Field
              key={place}
              label={t('stock.dialog.correction.counted')}
              required
              errors={errors.counted}
              hint={t('stock.dialog.correction.recorded', { count: here ?? 0 })}
              classes={fieldClasses}
              input={{ name: 'counted', type: 'number', inputMode: 'numeric', min: 0, max: STOCK_MAX_QUANTITY, step: 1, defaultValue: here ?? 0 }}
            />
            <TextareaField
              label={t('stock.dialog.correction.reason')}
              required
              hint={t('stock.dialog.correction.reasonHint')}
              errors={errors.note}
              classes={fieldClasses}
              textarea={{ name: 'note', rows: 2, maxLength: 500 }}
            />
          </>
        ) : (
          <>
            {placeField('from_branch_id', t('stock.dialog.transfer.from'))}
            <SelectField label={t('stock.dialog.transfer.to')} errors={errors.to_branch_id} classes={fieldClasses} select={{ name: 'to_branch_id', value: target === undefined ? '' : String(target), onChange: (e) => setTarget(Number(e.currentTarget.value)) }}>
              {targets.map((loc) => (
                <option key={loc.id} value={loc.id}>
                  {loc.name}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('stock.dialog.transfer.quantity')}
              required
              errors={errors.quantity}
              hint={t('stock.dialog.transfer.available', { count: here ?? 0 })}
              classes={fieldClasses}
              input={{ name: 'quantity', type: 'number', inputMode: 'numeric', min: 1, max: Math.max(1, here ?? 0), step: 1 }}
            />
            <TextareaField label={t('stock.dialog.note')} optional={t('common.optional')} errors={errors.note} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
          </>
        )}
        <div className="dialog__buttons">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t(`stock.dialog.submit.${kind}`)}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('stock.dialog.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A variant's movements

function MovementsDialog({ movements, close, pageHref }: { movements: StockMovements | null; close: () => void; pageHref: (page: number) => string }) {
  const v = movements?.variant;
  return (
    <Dialog open={movements !== null} onClose={close} className="dialog dialog--wide" aria-labelledby="movements-title">
      {movements && v ? (
        <div className="stack">
          <div className="dialog__head">
            <div>
              <h2 id="movements-title">{t('stock.movements.title', { item: variantLabel(v.product_name, v.variant_name) })}</h2>
              <p className="dialog__sub">
                {codeText(v)} {t('stock.movements.newestFirst')}
              </p>
            </div>
            <button type="button" className="btn" onClick={close}>
              {t('stock.movements.close')}
            </button>
          </div>
          {movements.movements.length === 0 ? (
            <p className="muted">{t('stock.movements.none')}</p>
          ) : (
            <div className="table-scroll dialog__scroll" tabIndex={0} role="region" aria-label={t('stock.movements.table')}>
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">{t('stock.movements.when')}</th>
                    <th scope="col">{t('stock.movements.reason')}</th>
                    <th scope="col" className="num">
                      {t('stock.movements.pieces')}
                    </th>
                    <th scope="col">{t('stock.movements.place')}</th>
                    <th scope="col">{t('stock.movements.who')}</th>
                    <th scope="col">{t('stock.movements.note')}</th>
                  </tr>
                </thead>
                <tbody>
                  {movements.movements.map((m) => (
                    <tr key={m.id}>
                      <td className="nowrap">{formatDateTime(m.at)}</td>
                      <td>
                        {m.reason_name}
                        {m.order ? (
                          <>
                            {' '}
                            <Link to={`/objednavky/${m.order.id}`}>{m.order.number}</Link>
                          </>
                        ) : null}
                      </td>
                      <td className={`num nowrap ${m.delta > 0 ? 'delta--in' : m.delta < 0 ? 'delta--out' : ''}`}>
                        {m.delta > 0 ? `+${formatCount(m.delta)}` : m.delta < 0 ? `−${formatCount(-m.delta)}` : '0'}
                      </td>
                      <td>{m.location.name}</td>
                      <td>{m.staff ? m.staff.name : m.reason === 'order' || m.reason === 'cancellation' ? t('stock.movements.byCustomer') : '–'}</td>
                      <td className="change">{m.note ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {movements.page > 1 || movements.has_more ? (
            <nav className="pager" aria-label={t('stock.movements.pager')}>
              {movements.page > 1 ? (
                <Link to={pageHref(movements.page - 1)} className="btn" preventScrollReset>
                  {t('stock.movements.newer')}
                </Link>
              ) : null}
              <p className="pager__where">{t('stock.movements.page', { page: movements.page })}</p>
              {movements.has_more ? (
                <Link to={pageHref(movements.page + 1)} className="btn" preventScrollReset>
                  {t('stock.movements.older')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
