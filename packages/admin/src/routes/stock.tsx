import { useEffect, useMemo, useRef, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { ADMIN_STOCK_TOTAL_LIMIT, STOCK_MAX_QUANTITY } from '@konfety/domain/stock';
import { ApiError, call, withSession } from '../api/client';
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
import { formatCount, formatDateTime, plural } from '../lib/format';
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
  const raw: Record<string, string> = {};
  for (const name of ['page', 'limit', 'q', 'branch', 'low']) {
    const value = search.get(name)?.trim();
    if (value) raw[name] = value;
  }
  const dropped: string[] = [];
  for (;;) {
    const parsed = adminStockQuery.safeParse(raw);
    if (parsed.success) return { query: parsed.data, dropped };
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter((name) => name in raw);
    if (names.length === 0) return { query: adminStockQuery.parse({}), dropped: Object.keys(raw) };
    for (const name of names) {
      delete raw[name];
      dropped.push(name);
    }
  }
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
  if (!isIntent(intent)) throw new ApiError(400, { error: 'bad_request', message: 'Neznámá akce.' });
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
          return refused(short ? { quantity: [`Na výchozím místě ${short.available >= 2 && short.available <= 4 ? 'jsou' : 'je'} jen ${pieces(short.available)}.`] } : {}, e.message);
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
const itemLabel = (item: StockListItem) => `${item.product_name}${item.variant_name && item.variant_name !== 'Univerzální' ? ` – ${item.variant_name}` : ''}`;
const pieces = (n: number) => `${formatCount(n)} ks`;

type DialogState = { kind: Intent; item: StockListItem } | null;

const FILTER_NAMES: Record<string, string> = { page: 'strana', limit: 'počet na stránce', q: 'hledání', branch: 'místo', low: 'jen docházející' };

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
        header: 'Zboží',
        meta: { className: 'stock__item' },
        cell: (info) => {
          const item = info.row.original;
          return (
            <>
              <span className="stock__name">
                {itemLabel(item)}
                {!item.active ? <span className="off-mark">neprodává se</span> : null}
                {item.low ? <span className="low-mark">dochází</span> : null}
              </span>
              <span className="stock__meta">
                <span className="nowrap">{item.code}</span>
                {item.ean ? (
                  <>
                    {' · '}
                    <span className="nowrap">EAN {item.ean}</span>
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
            if (n === null) return <span className="stock__qty--none" title="Toto místo variantu nevede">–</span>;
            return <span className={n === 0 ? 'stock__qty--zero' : undefined}>{formatCount(n)}</span>;
          },
        }),
      ),
      ...(many ? [column.accessor('total', { header: 'Celkem', meta: { className: 'num nowrap stock__total' }, cell: (info) => formatCount(info.getValue()) })] : []),
      column.display({
        id: 'actions',
        header: 'Akce',
        cell: (info) => {
          const item = info.row.original;
          const of = `: ${itemLabel(item)} (${item.code})`;
          return (
            <div className="stock__actions">
              {writable ? (
                <>
                  <button type="button" className="btn btn--small" aria-label={`Naskladnit${of}`} onClick={() => setDialog({ kind: 'receipt', item })}>
                    Naskladnit
                  </button>
                  <button type="button" className="btn btn--small" aria-label={`Opravit stav${of}`} onClick={() => setDialog({ kind: 'correction', item })}>
                    Opravit stav
                  </button>
                  <button type="button" className="btn btn--small" aria-label={`Převést${of}`} onClick={() => setDialog({ kind: 'transfer', item })}>
                    Převést
                  </button>
                </>
              ) : null}
              <Link
                to={listUrl(location.search, { pohyby: String(item.variant_id), pohyby_strana: null })}
                className="btn btn--small btn--quiet"
                aria-label={`Pohyby${of}`}
                preventScrollReset
              >
                Pohyby
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
  const totalText = list.total_capped ? `více než ${formatCount(ADMIN_STOCK_TOTAL_LIMIT)}` : formatCount(list.total);
  const found = `${list.total_capped ? 'Více než ' : ''}${list.total_capped ? formatCount(ADMIN_STOCK_TOTAL_LIMIT) : totalText} ${plural(list.total, ['varianta', 'varianty', 'variant'])}`;
  const own = branchOnly ? list.locations[0] : undefined;
  const chosen = query.branch === undefined ? undefined : list.all_locations.find((l) => l.id === query.branch);

  return (
    <section className="page page--wide">
      <title>{`Sklad${list.page > 1 ? `, strana ${list.page}` : ''} – Konfety administrace`}</title>
      <h1 tabIndex={-1}>Sklad</h1>
      <p className="panel__sub">
        {own ? `Zásoby prodejny ${own.name}.` : 'Zásoby skladu a prodejen po variantách.'} Docházející: nejvýše {list.low_threshold} ks {own || chosen ? 'na místě' : 'celkem'}.
      </p>

      <Form method="get" className="panel stock-filters" key={location.search} role="search" aria-label="Hledat ve skladu" onSubmit={focusResults}>
        <Field
          label="Hledat zboží"
          hint="Název, kód varianty nebo produktu, EAN"
          classes={fieldClasses}
          input={{ name: 'q', type: 'search', defaultValue: query.q ?? '', autoComplete: 'off', spellCheck: false, maxLength: 100 }}
        />
        {branchOnly ? (
          <div className="field">
            <span className="field__label">Místo</span>
            <p className="fixed-location">{own?.name ?? staff.branch?.name}</p>
          </div>
        ) : (
          <SelectField label="Místo" classes={fieldClasses} select={{ name: 'branch', defaultValue: query.branch === undefined ? '' : String(query.branch) }}>
            <option value="">Všechna místa</option>
            {list.all_locations.map((loc) => (
              <option key={loc.id} value={loc.id}>
                {loc.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="stock-filters__actions">
          <button type="submit" className="btn btn--primary">
            Hledat
          </button>
          {filtered ? (
            <Link to="/sklad" className="btn btn--quiet" onClick={focusResults}>
              Zrušit filtry
            </Link>
          ) : null}
        </div>
        <div className="stock-filters__low">
          <CheckboxField
            label={`Jen docházející (nejvýše ${list.low_threshold} ks)`}
            classes={checkboxClasses}
            input={{ name: 'low', value: '1', defaultChecked: lowOnly }}
          />
        </div>
        {query.limit !== PAGE_SIZE ? <input type="hidden" name="limit" value={query.limit} /> : null}
      </Form>

      {dropped.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          Některé údaje v adrese nejsou platné a nepoužily se: {dropped.map((name) => FILTER_NAMES[name] ?? name).join(', ')}.
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
          {list.total === 0 ? 'Žádná varianta' : found}
          {list.total > 0 && lowOnly ? ', jen docházející' : ''}
          {list.total > 0 ? ', řazeno podle kódu' : ''}
        </p>
      </div>

      {list.variants.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            {list.page > 1 && list.total > 0
              ? 'Na této stránce už nic není.'
              : lowOnly
                ? 'Nic nedochází.'
                : filtered
                  ? 'Hledání neodpovídá žádná varianta.'
                  : 'Zatím tu není žádné zboží.'}
          </p>
          {list.page > 1 && list.total_capped ? <p>Seznam ukazuje prvních {formatCount(ADMIN_STOCK_TOTAL_LIMIT)} variant: hledání zúžete názvem, kódem nebo místem.</p> : null}
          {filtered ? (
            <Link to="/sklad" className="btn">
              Zrušit filtry
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="stock-caption">
          <table className={`table table--stock${list.locations.length > 1 ? ' table--locations' : ''}`}>
            <caption id="stock-caption" className="visually-hidden">
              Zásoby po místech, strana {list.page} z {formatCount(pages)}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className={header.column.columnDef.meta?.className}>
                      <table.FlexRender header={header} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) =>
                    cell.column.id === 'item' ? (
                      <th key={cell.id} scope="row" className={cell.column.columnDef.meta?.className}>
                        <table.FlexRender cell={cell} />
                      </th>
                    ) : (
                      <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.total > list.limit || list.page > 1 ? (
        <nav className="pager" aria-label="Stránkování">
          {list.page > 1 ? (
            <Link to={withParams({ page: list.page - 1 > 1 ? String(list.page - 1) : null })} rel="prev" className="btn" onClick={focusResults}>
              ← Předchozí
            </Link>
          ) : (
            <span className="btn btn--off" aria-hidden="true">
              ← Předchozí
            </span>
          )}
          <p className="pager__where">
            Strana {formatCount(list.page)} z {formatCount(pages)}
            {list.total_capped ? '+' : ''}
          </p>
          {list.page < pages ? (
            <Link to={withParams({ page: String(list.page + 1) })} rel="next" className="btn" onClick={focusResults}>
              Další →
            </Link>
          ) : (
            <span className="btn btn--off" aria-hidden="true">
              Další →
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
  const t = next.toString();
  return `/sklad${t ? `?${t}` : ''}`;
}

function successText(outcome: Extract<Outcome, { ok: true }>, locations: StockLocation[]): string {
  const name = (id: number) => locations.find((l) => l.id === id)?.name ?? `#${id}`;
  const left = (id: number) => outcome.stock.find((s) => s.branch_id === id)?.quantity ?? 0;
  if (outcome.intent === 'receipt') return `Naskladněno ${pieces(outcome.quantity)}: ${outcome.label}, ${name(outcome.to)}. Stav tam je nyní ${pieces(left(outcome.to))}.`;
  if (outcome.intent === 'correction') return `Stav opraven: ${outcome.label}, ${name(outcome.to)} má nyní ${pieces(left(outcome.to))}.`;
  return `Převedeno ${pieces(outcome.quantity)}: ${outcome.label} z místa ${name(outcome.from)} (zbývá ${pieces(left(outcome.from))}) na ${name(outcome.to)} (nyní ${pieces(left(outcome.to))}).`;
}

// ---------------------------------------------------------------------------------------------------------------
// A change's dialog

const TITLES: Record<Intent, string> = { receipt: 'Naskladnit', correction: 'Opravit stav', transfer: 'Převést na jiné místo' };
const SUBMITS: Record<Intent, string> = { receipt: 'Naskladnit', correction: 'Uložit stav', transfer: 'Převést' };

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
  const title = `${TITLES[kind]}: ${itemLabel(item)}`;

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
            Kód {item.code}
            {item.ean ? `, EAN ${item.ean}` : ''}. {kind === 'receipt' ? 'Přijaté kusy se přičtou ke stavu.' : kind === 'correction' ? 'Zadejte, kolik kusů na místě skutečně je.' : 'Kusy se odečtou na výchozím místě a přičtou na cílovém.'}
          </p>
        </div>
        {answer?.message || errors._form ? (
          <p className="alert alert--error" role="alert" tabIndex={-1} ref={messageRef}>
            {[answer?.message, ...(errors._form ?? [])].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {kind === 'receipt' ? (
          <>
            {placeField('branch_id', 'Místo')}
            <Field
              label="Počet přijatých kusů"
              required
              errors={errors.quantity}
              hint={here === null ? 'Místo tuto variantu zatím nevede.' : `Nyní ${pieces(here)}.`}
              classes={fieldClasses}
              input={{ name: 'quantity', type: 'number', inputMode: 'numeric', min: 1, max: STOCK_MAX_QUANTITY, step: 1 }}
            />
            <TextareaField label="Poznámka" optional="(nepovinné)" hint="Například číslo dodacího listu." errors={errors.note} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
          </>
        ) : kind === 'correction' ? (
          <>
            {placeField('branch_id', 'Místo')}
            <Field
              key={place}
              label="Skutečný stav (ks)"
              required
              errors={errors.counted}
              hint={`Evidováno ${pieces(here ?? 0)}.`}
              classes={fieldClasses}
              input={{ name: 'counted', type: 'number', inputMode: 'numeric', min: 0, max: STOCK_MAX_QUANTITY, step: 1, defaultValue: here ?? 0 }}
            />
            <TextareaField
              label="Důvod opravy"
              required
              hint="Například inventura, rozbité nebo ztracené zboží."
              errors={errors.note}
              classes={fieldClasses}
              textarea={{ name: 'note', rows: 2, maxLength: 500 }}
            />
          </>
        ) : (
          <>
            {placeField('from_branch_id', 'Z místa')}
            <SelectField label="Na místo" errors={errors.to_branch_id} classes={fieldClasses} select={{ name: 'to_branch_id', value: target === undefined ? '' : String(target), onChange: (e) => setTarget(Number(e.currentTarget.value)) }}>
              {targets.map((loc) => (
                <option key={loc.id} value={loc.id}>
                  {loc.name}
                </option>
              ))}
            </SelectField>
            <Field
              label="Počet kusů"
              required
              errors={errors.quantity}
              hint={`Na výchozím místě ${pieces(here ?? 0)}.`}
              classes={fieldClasses}
              input={{ name: 'quantity', type: 'number', inputMode: 'numeric', min: 1, max: Math.max(1, here ?? 0), step: 1 }}
            />
            <TextareaField label="Poznámka" optional="(nepovinné)" errors={errors.note} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
          </>
        )}
        <div className="dialog__buttons">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {SUBMITS[kind]}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Zrušit
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
              <h2 id="movements-title">
                Pohyby: {v.product_name}
                {v.variant_name && v.variant_name !== 'Univerzální' ? ` – ${v.variant_name}` : ''}
              </h2>
              <p className="dialog__sub">
                Kód {v.code}
                {v.ean ? `, EAN ${v.ean}` : ''}. Od nejnovějších.
              </p>
            </div>
            <button type="button" className="btn" onClick={close}>
              Zavřít
            </button>
          </div>
          {movements.movements.length === 0 ? (
            <p className="muted">Žádné pohyby zatím nejsou zaznamenány.</p>
          ) : (
            <div className="table-scroll dialog__scroll" tabIndex={0} role="region" aria-label="Pohyby zásob">
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">Kdy</th>
                    <th scope="col">Důvod</th>
                    <th scope="col" className="num">
                      Kusy
                    </th>
                    <th scope="col">Místo</th>
                    <th scope="col">Kdo</th>
                    <th scope="col">Poznámka</th>
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
                      <td>{m.staff ? m.staff.name : m.reason === 'order' || m.reason === 'cancellation' ? 'Zákazník / e-shop' : '–'}</td>
                      <td className="change">{m.note ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {movements.page > 1 || movements.has_more ? (
            <nav className="pager" aria-label="Stránkování pohybů">
              {movements.page > 1 ? (
                <Link to={pageHref(movements.page - 1)} className="btn" preventScrollReset>
                  ← Novější
                </Link>
              ) : null}
              <p className="pager__where">Strana {formatCount(movements.page)}</p>
              {movements.has_more ? (
                <Link to={pageHref(movements.page + 1)} className="btn" preventScrollReset>
                  Starší →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
