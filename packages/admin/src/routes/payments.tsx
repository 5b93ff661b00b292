import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import { ApiError, call, withSession } from '../api/client';
import { adminBankImport, adminBankImports, adminBankMovements, adminBankResolve, type BankImport, type BankImportSummary, type BankMovement, resolveActions } from '../api/contract';
import { Dialog, fieldClasses, TextareaField } from '../components/shared';
import { StateBadge } from '../components/StateBadge';
import { columnClasses } from '../components/table';
import { TableBody, TableHead } from '../components/TableParts';
import { t } from '../i18n';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../lib/format';
import { text } from '../lib/validate';

/**
 * `/admin/platby`: bank transfers (payments:match). A bank statement uploaded here (GPC/ABO, CSV, Fio's JSON) is
 * matched to orders by the API: a transfer of exactly an order's amount due (its total in its currency) pays it, the others are listed below for a
 * person to resolve: accept the transfer as the order's payment (asked first), record the money returned, or ignore
 * it. The recent imports (uploads and the hourly Fio API import) close the page. Paging and the list's filter are in
 * the URL; after every action the focus goes to what it says.
 */

/** The API takes at most 2 MB (admin-endpoints.ts STATEMENT_MAX_BYTES); a larger file is refused before it is read. */
const MAX_MB = 2;
const MAX_BYTES = MAX_MB * 1024 * 1024;

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const state = search.get('stav') === 'vse' ? 'all' : 'open';
  const page = Math.max(1, Math.min(10000, Number.parseInt(search.get('strana') ?? '1', 10) || 1));
  return withSession(request, async () => {
    const [movements, imports] = await Promise.all([
      call(adminBankMovements, { query: { state, page }, signal: request.signal }),
      call(adminBankImports, { signal: request.signal }),
    ]);
    return { movements, imports: imports.imports, state } as const;
  });
}

type Outcome =
  | { intent: 'upload'; ok: true; summary: BankImportSummary; at: number }
  | { intent: 'upload'; ok: false; message: string; at: number }
  | { intent: 'resolve'; ok: boolean; message: string; at: number };

/** The file's bytes as base64 (the API's JSON body). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export async function action({ request }: ActionFunctionArgs): Promise<Outcome> {
  const form = await request.formData();
  const at = Date.now();
  if (text(form, 'intent') === 'upload') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0 || file.name === '') return { intent: 'upload', ok: false, message: t('payments.upload.noFile'), at };
    if (file.size > MAX_BYTES) return { intent: 'upload', ok: false, message: t('payments.upload.tooLarge', { mb: MAX_MB }), at };
    const content = await base64Of(file);
    return withSession(request, async () => {
      try {
        const summary = await call(adminBankImport, { body: { file_name: file.name, content_base64: content } });
        return { intent: 'upload', ok: true, summary, at };
      } catch (e) {
        if (!(e instanceof ApiError) || e.status === 0 || e.status === 401) throw e;
        return { intent: 'upload', ok: false, message: e.message, at };
      }
    });
  }
  const id = Number(text(form, 'id'));
  const resolution = text(form, 'action');
  const note = text(form, 'note').trim();
  if (!Number.isSafeInteger(id) || id <= 0 || !(resolveActions as readonly string[]).includes(resolution)) {
    return { intent: 'resolve', ok: false, message: t('payments.resolve.invalid'), at };
  }
  const chosen = resolution as (typeof resolveActions)[number];
  return withSession(request, async () => {
    try {
      const movement = await call(adminBankResolve, { params: { id }, body: { action: chosen, ...(note ? { note } : {}) } });
      const message =
        chosen === 'mark_paid' && movement.order
          ? t('payments.resolved.mark_paid.order', { number: movement.order.number, state: movement.order.state_name })
          : t(`payments.resolved.${chosen}`);
      return { intent: 'resolve', ok: true, message, at };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status === 401) throw e;
      // 409: resolved meanwhile, or the order no longer waits for payment; the list is loaded again (every action revalidates).
      return { intent: 'resolve', ok: false, message: e.message, at };
    }
  });
}

/** "1 250,00 Kč"; another currency as the bank wrote it. */
function amountText(minor: number, currency: string): string {
  if (currency === 'CZK') return formatMoney(minor);
  return `${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ${currency}`;
}

/** What the row's actions need from the page: the movement whose payment is being confirmed, and whether a form is under way. */
const RowContext = createContext<{ askMarkPaid: (m: BankMovement) => void; busy: boolean }>({ askMarkPaid: () => {}, busy: false });

function RowActions({ movement }: { movement: BankMovement }) {
  const { askMarkPaid, busy } = useContext(RowContext);
  if (!movement.open || movement.id === null) {
    return movement.resolution ? (
      <span>
        {movement.resolution.label}
        {movement.resolution.note ? <span className="item__meta">{movement.resolution.note}</span> : null}
      </span>
    ) : (
      <span className="muted">–</span>
    );
  }
  const payable = movement.order?.state === 'waiting_for_payment' && movement.amount > 0;
  const which = <span className="visually-hidden"> – {t('payments.row.movement', { movement: movement.movement_id })}</span>;
  return (
    <div className="actions__buttons">
      {payable ? (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => askMarkPaid(movement)}>
          {t('payments.row.accept')}
          {which}
        </button>
      ) : null}
      <Form method="post" replace>
        <input type="hidden" name="intent" value="resolve" />
        <input type="hidden" name="id" value={movement.id} />
        <button type="submit" name="action" value="refunded" className="btn" disabled={busy}>
          {t('payments.row.refunded')}
          {which}
        </button>
      </Form>
      <Form method="post" replace>
        <input type="hidden" name="intent" value="resolve" />
        <input type="hidden" name="id" value={movement.id} />
        <button type="submit" name="action" value="ignore" className="btn btn--quiet" disabled={busy}>
          {t('payments.row.ignore')}
          {which}
        </button>
      </Form>
    </div>
  );
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, BankMovement>();
const columns = column.columns([
  column.accessor('date', { header: t('payments.col.date'), cell: (info) => formatDay(info.getValue()) }),
  column.accessor('amount', { header: t('payments.col.amount'), cell: (info) => amountText(info.getValue(), info.row.original.currency) }),
  column.accessor('variable_symbol', { header: t('payments.col.symbol'), cell: (info) => info.getValue() ?? <span className="muted">{t('payments.noSymbol')}</span> }),
  column.accessor((m) => m.counter_name ?? m.counter_account ?? '', {
    id: 'counter',
    header: t('payments.col.counter'),
    cell: (info) => {
      const m = info.row.original;
      return (
        <>
          {m.counter_name ?? <span className="muted">–</span>}
          {m.counter_account ? <span className="item__meta">{m.counter_account}</span> : null}
        </>
      );
    },
  }),
  column.accessor('message', { header: t('payments.col.message'), cell: (info) => info.getValue() ?? <span className="muted">–</span> }),
  column.accessor((m) => m.reason_label ?? m.outcome_label, {
    id: 'reason',
    header: t('payments.col.reason'),
    cell: (info) => {
      const m = info.row.original;
      return (
        <>
          <span className="strong">{m.outcome_label}</span>
          {m.reason_label ? <span className="item__meta">{m.reason_label}</span> : null}
        </>
      );
    },
  }),
  column.accessor((m) => m.order?.number ?? '', {
    id: 'order',
    header: t('payments.col.order'),
    cell: (info) => {
      const order = info.row.original.order;
      if (!order) return <span className="muted">–</span>;
      return (
        <>
          <Link to={`/objednavky/${order.id}`} className="strong">
            {order.number}
          </Link>
          <span className="item__meta">
            <StateBadge state={order.state} name={order.state_name} /> {amountText(order.amount_due, order.currency)}
          </span>
        </>
      );
    },
  }),
  column.display({ id: 'actions', header: t('payments.col.resolve'), cell: (info) => <RowActions movement={info.row.original} /> }),
]);
const columnClass = columnClasses(['amount'], ['date', 'amount', 'variable_symbol']);

export function Component() {
  const { movements, imports, state } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() === 'POST';
  const uploading = submitting && navigation.formData?.get('intent') === 'upload';
  const [confirming, setConfirming] = useState<BankMovement | null>(null);
  const [summary, setSummary] = useState<BankImportSummary | null>(null);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const uploadMessageRef = useRef<HTMLDivElement>(null);
  const resolveMessageRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // An answer closes the dialog, keeps an import's summary on the page and takes the focus to what it says.
  useEffect(() => {
    if (!outcome || outcome.at === shownAt) return;
    setShownAt(outcome.at);
    setConfirming(null);
    if (outcome.intent === 'upload') {
      if (outcome.ok) {
        setSummary(outcome.summary);
        formRef.current?.reset();
      }
      requestAnimationFrame(() => uploadMessageRef.current?.focus());
    } else requestAnimationFrame(() => resolveMessageRef.current?.focus());
  }, [outcome, shownAt]);

  const table = useTable({ features, columns, data: movements.movements, getRowId: (m) => String(m.id ?? m.movement_id) });
  const pages = Math.max(1, Math.ceil(movements.total / movements.limit));
  const listHref = (changes: { stav?: 'vse' | null; strana?: number | null }) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === 1) next.delete(name);
      else next.set(name, String(value));
    }
    const query = next.toString();
    return `/platby${query ? `?${query}` : ''}`;
  };
  const uploadError = outcome?.intent === 'upload' && !outcome.ok ? outcome.message : null;
  const resolveOutcome = outcome?.intent === 'resolve' ? outcome : null;

  return (
    <section className="page page--wide">
      <title>{t('common.documentTitle', { title: t('payments.documentTitle', { list: state }) })}</title>
      <h1 tabIndex={-1}>{t('payments.title')}</h1>

      <section className="panel" aria-labelledby="upload-title">
        <h2 id="upload-title">{t('payments.upload')}</h2>
        <p className="panel__sub">{t('payments.upload.sub', { mb: MAX_MB })}</p>
        <Form method="post" encType="multipart/form-data" className="stack" ref={formRef} aria-busy={uploading || undefined} aria-describedby={uploadError ? 'upload-error' : undefined}>
          <input type="hidden" name="intent" value="upload" />
          <div className="field">
            <label className="field__label" htmlFor="statement-file">
              {t('payments.upload.file')}
            </label>
            <input
              id="statement-file"
              name="file"
              type="file"
              accept=".gpc,.abo,.csv,.json,text/csv,application/json"
              required
              aria-invalid={uploadError ? true : undefined}
              aria-describedby="statement-file-hint"
            />
            <p className="field__hint" id="statement-file-hint">
              {t('payments.upload.fileHint')}
            </p>
          </div>
          <div className="actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={submitting}>
              {uploading ? t('payments.upload.sending') : t('payments.upload.submit')}
            </button>
          </div>
          {uploading ? (
            <p role="status" className="muted">
              <progress aria-label={t('payments.upload.progress')} /> {t('payments.upload.progressText')}
            </p>
          ) : null}
        </Form>
        <div ref={uploadMessageRef} tabIndex={-1} className="stack">
          {uploadError ? (
            <p className="alert alert--error" role="alert" id="upload-error">
              {uploadError}
            </p>
          ) : null}
          {summary ? <ImportResult summary={summary} /> : null}
        </div>
      </section>

      <section className="panel">
        <div className="list-head">
          <h2 id="movements-title">{t(state === 'all' ? 'payments.list.all' : 'payments.list.open')}</h2>
          <nav aria-label={t('payments.list.choose')} className="actions__buttons">
            <Link to={listHref({ stav: null, strana: null })} className={`btn${state === 'open' ? ' btn--primary' : ''}`} aria-current={state === 'open' ? 'page' : undefined}>
              {t('payments.list.chooseOpen')}
            </Link>
            <Link to={listHref({ stav: 'vse', strana: null })} className={`btn${state === 'all' ? ' btn--primary' : ''}`} aria-current={state === 'all' ? 'page' : undefined}>
              {t('payments.list.chooseAll')}
            </Link>
          </nav>
        </div>
        {resolveOutcome ? (
          <p className={`alert ${resolveOutcome.ok ? 'alert--success' : 'alert--warning'}`} role={resolveOutcome.ok ? 'status' : 'alert'} tabIndex={-1} ref={resolveMessageRef}>
            {resolveOutcome.message}
          </p>
        ) : null}
        <p className="list-count" id="movements-count">
          {movements.total === 0
            ? t(state === 'open' ? 'payments.list.noneOpen' : 'payments.list.none')
            : t('payments.list.count', { count: movements.total, open: state === 'open' ? 'yes' : 'no' })}
        </p>
        {movements.movements.length > 0 ? (
          <RowContext.Provider value={{ askMarkPaid: setConfirming, busy: submitting }}>
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="movements-title">
              {/* Wide enough to read on a phone: the region scrolls sideways rather than folding every cell. */}
              <table className="table table--compact" style={{ minWidth: '66rem' }}>
                <caption className="visually-hidden">
                  {t('payments.list.caption', { list: t(state === 'all' ? 'payments.list.all' : 'payments.list.open'), page: movements.page, pages })}
                </caption>
                <TableHead table={table} classes={columnClass} />
                <TableBody table={table} classes={columnClass} />
              </table>
            </div>
          </RowContext.Provider>
        ) : null}
        {pages > 1 ? (
          <nav className="pager" aria-label={t('payments.list.pager')}>
            {movements.page > 1 ? (
              <Link to={listHref({ strana: movements.page - 1 })} rel="prev" className="btn">
                {t('common.pager.previous')}
              </Link>
            ) : null}
            <p className="pager__where">{t('common.pager.where', { page: movements.page, pages })}</p>
            {movements.page < pages ? (
              <Link to={listHref({ strana: movements.page + 1 })} rel="next" className="btn">
                {t('common.pager.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <Imports imports={imports} />

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} className="dialog" aria-labelledby="mark-paid-title" aria-describedby="mark-paid-text">
        {confirming ? (
          <Form method="post" replace className="stack">
            <input type="hidden" name="intent" value="resolve" />
            <input type="hidden" name="id" value={confirming.id ?? ''} />
            <input type="hidden" name="action" value="mark_paid" />
            <h2 id="mark-paid-title">{t('payments.accept.title', { number: confirming.order?.number ?? '' })}</h2>
            <p id="mark-paid-text">
              {confirming.order
                ? t('payments.accept.textWithTotal', { amount: amountText(confirming.amount, confirming.currency), total: amountText(confirming.order.amount_due, confirming.order.currency) })
                : t('payments.accept.text', { amount: amountText(confirming.amount, confirming.currency) })}
            </p>
            <TextareaField label={t('payments.accept.note')} optional={t('common.optional')} hint={t('payments.accept.noteHint')} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
            <div className="dialog__buttons">
              <button type="submit" className="btn btn--primary" disabled={submitting}>
                {t('payments.accept.submit')}
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(null)}>
                {t('common.back')}
              </button>
            </div>
          </Form>
        ) : null}
      </Dialog>
    </section>
  );
}

/** An import's result: how many movements paid their order, and those that did not, with why. */
function ImportResult({ summary }: { summary: BankImportSummary }) {
  const { counts } = summary;
  const total = summary.movements.length;
  const waiting = summary.movements.filter((m) => m.open);
  const earlier = summary.movements.filter((m) => m.outcome === 'duplicate' && m.id === null).length;
  const labels = new Map(summary.movements.map((m) => [m.outcome, m.outcome_label]));
  return (
    <div className={`alert ${waiting.length > 0 || summary.errors.length > 0 ? 'alert--warning' : 'alert--success'}`} role="status">
      <p className="strong">
        {t('payments.result', {
          named: summary.import.file_name ? 'yes' : 'no',
          name: summary.import.file_name ?? '',
          count: total,
          matched: counts.matched,
          open: waiting.length,
        })}
      </p>
      <ul>
        {Object.entries(counts)
          .filter(([, n]) => n > 0)
          .map(([outcome, n]) => (
            <li key={outcome}>
              {labels.get(outcome as BankMovement['outcome']) ?? outcome}: {formatCount(n)}
            </li>
          ))}
      </ul>
      {earlier > 0 ? <p>{t('payments.result.earlier', { count: earlier })}</p> : null}
      {waiting.length > 0 ? (
        <>
          <p>{t('payments.result.unmatched')}</p>
          <ul>
            {waiting.map((m) => (
              <li key={m.id}>
                {t('payments.result.movement', {
                  date: formatDay(m.date),
                  amount: amountText(m.amount, m.currency),
                  symbol: m.variable_symbol ?? '–',
                  hasCounter: m.counter_name ? 'yes' : 'no',
                  counter: m.counter_name ?? '',
                  reason: m.reason_label ?? m.outcome_label,
                  hasOrder: m.order ? 'yes' : 'no',
                  order: m.order?.number ?? '',
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {summary.errors.length > 0 ? (
        <>
          <p>{t('payments.result.unreadable')}</p>
          <ul>
            {summary.errors.map((e, i) => (
              <li key={i}>{e.line > 0 ? t('payments.result.line', { line: e.line, message: e.message }) : e.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Imports({ imports }: { imports: BankImport[] }) {
  return (
    <section className="panel">
      <h2 id="imports-title">{t('payments.imports')}</h2>
      {imports.length === 0 ? (
        <p className="muted">{t('payments.imports.none')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="imports-title">
          <table className="table table--compact" style={{ minWidth: '52rem' }}>
            <thead>
              <tr>
                <th scope="col">{t('payments.imports.when')}</th>
                <th scope="col">{t('payments.imports.source')}</th>
                <th scope="col">{t('payments.imports.file')}</th>
                <th scope="col">{t('payments.imports.account')}</th>
                <th scope="col">{t('payments.imports.by')}</th>
                <th scope="col" className="num">
                  {t('payments.imports.movements')}
                </th>
                <th scope="col" className="num">
                  {t('payments.imports.matched')}
                </th>
                <th scope="col" className="num">
                  {t('payments.imports.open')}
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.map((i) => (
                <tr key={i.id}>
                  <td className="nowrap">{formatDateTime(i.created_at)}</td>
                  <td className="nowrap">{i.source_label}</td>
                  <td>{i.file_name ?? <span className="muted">–</span>}</td>
                  <td className="nowrap">{i.account ?? <span className="muted">–</span>}</td>
                  <td>{i.staff ?? <span className="muted">{t('payments.imports.automatic')}</span>}</td>
                  <td className="num">{formatCount(i.movement_count)}</td>
                  <td className="num">{formatCount(i.matched_count)}</td>
                  <td className="num">{formatCount(i.open_count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
