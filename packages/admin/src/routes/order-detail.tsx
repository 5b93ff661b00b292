import { useEffect, useRef, useState } from 'react';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ApiError, call, withSession } from '../api/client';
import { adminOrder, adminOrderTransition, type OrderDetail } from '../api/contract';
import { Dialog, Field, fieldClasses, TextareaField } from '../components/shared';
import { StateBadge } from '../components/StateBadge';
import { t } from '../i18n';
import { formatCount, formatDateTime, formatMoney, formatRate } from '../lib/format';
import { type OrderState, orderStates, stateAction } from '../lib/states';
import { type FieldErrors, text, validate } from '../lib/validate';
import { can, useStaff } from './layout';

/**
 * `/admin/objednavky/:id`: an order with everything about it (orders:read), and its state changes (orders:write):
 * one button per state the order may move to now (`next_states`), sent with the state the page showed (`from`), so
 * that a change someone made meanwhile is refused (409) rather than overwritten; cancelling asks first.
 */

function orderId(params: LoaderFunctionArgs['params']): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { error: 'not_found', message: t('order.notFound') });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = orderId(params);
  return withSession(request, () => call(adminOrder, { params: { id }, signal: request.signal }));
}

type Outcome = { ok: true; message: string; at: number } | { ok: false; message: string | null; errors: FieldErrors; conflict: boolean; at: number };

export async function action({ request, params }: ActionFunctionArgs): Promise<Outcome> {
  const id = orderId(params);
  const form = await request.formData();
  const note = text(form, 'note').trim();
  const tracking = text(form, 'tracking_number').trim();
  const checked = validate(adminOrderTransition.body, {
    to: text(form, 'to'),
    from: text(form, 'from'),
    ...(note ? { note } : {}),
    ...(tracking && text(form, 'to') === 'shipped' ? { tracking_number: tracking } : {}),
  });
  if (!checked.ok) return { ok: false, message: null, errors: checked.errors, conflict: false, at: Date.now() };
  return withSession(request, async () => {
    try {
      const order = await call(adminOrderTransition, { params: { id }, body: checked.data });
      return { ok: true, message: t('order.change.done', { number: order.number, state: order.state_name }), at: Date.now() };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0) throw e;
      // 409: someone changed the order meanwhile; the page loads it again (every action revalidates) and says why.
      const errors = e.fieldErrors;
      return { ok: false, message: Object.keys(errors).length > 0 ? null : e.message, errors, conflict: e.status === 409, at: Date.now() };
    }
  });
}

const isState = (value: string): value is OrderState => (orderStates as readonly string[]).includes(value);

export function Component() {
  const order = useLoaderData<typeof loader>();
  const staff = useStaff();
  const writable = can(staff, 'orders:write');
  const invoiceName = [order.invoice_address.firstname, order.invoice_address.lastname].filter(Boolean).join(' ');

  return (
    <article className="page page--wide order">
      <title>{t('common.documentTitle', { title: t('order.title', { number: order.number }) })}</title>
      <p className="crumbs">
        <Link to="/objednavky">{t('order.back')}</Link>
      </p>
      <header className="order__head">
        <h1 tabIndex={-1}>{t('order.title', { number: order.number })}</h1>
        <StateBadge state={order.state} name={order.state_name} />
        <dl className="facts">
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatDateTime(order.date)}</dd>
          </div>
          <div>
            <dt>{t('order.total')}</dt>
            <dd className="strong">{formatMoney(order.total)}</dd>
          </div>
          <div>
            <dt>{t('order.paid')}</dt>
            <dd>{order.paid_at ? formatDateTime(order.paid_at) : t('common.no')}</dd>
          </div>
          <div>
            <dt>{t('order.customer')}</dt>
            <dd>{order.invoice_address.company ?? invoiceName}</dd>
          </div>
        </dl>
      </header>

      <div className="order__grid">
        <div className="order__side">
          {writable && order.next_states.length > 0 ? <Actions order={order} /> : null}
          {writable && order.next_states.length === 0 ? (
            <section className="panel">
              <h2>{t('order.change')}</h2>
              <p>{t('order.change.final', { state: order.state_name })}</p>
            </section>
          ) : null}
          <Customer order={order} />
        </div>
        <div className="order__main">
          <Items order={order} />
          {order.note ? (
            <section className="panel">
              <h2>{t('order.note')}</h2>
              <p className="note">{order.note}</p>
            </section>
          ) : null}
          <Payments order={order} />
          <History order={order} />
          <Audit order={order} />
        </div>
      </div>
    </article>
  );
}

function Actions({ order }: { order: OrderDetail }) {
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod !== undefined);
  const [confirming, setConfirming] = useState(false);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const nextStates = order.next_states.filter((s) => isState(s.state));
  const cancel = nextStates.find((s) => s.state === 'cancelled');
  const ships = nextStates.some((s) => s.state === 'shipped');

  // An answer closes the cancel dialog and takes the focus to what it says (or the field in error).
  useEffect(() => {
    if (!outcome || outcome.at === shownAt) return;
    setShownAt(outcome.at);
    setConfirming(false);
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? messageRef.current)?.focus();
  }, [outcome, shownAt]);

  return (
    <section className="panel actions">
      <h2 id="actions-title">{t('order.change')}</h2>
      {outcome?.message ? (
        <p className={`alert ${outcome.ok ? 'alert--success' : outcome.conflict ? 'alert--warning' : 'alert--error'}`} role={outcome.ok ? 'status' : 'alert'} tabIndex={-1} ref={messageRef}>
          {outcome.message}
          {!outcome.ok && outcome.conflict ? ` ${t('order.change.reloaded')}` : ''}
        </p>
      ) : null}
      <Form method="post" noValidate ref={formRef} className="stack" key={`${order.state}-${outcome?.ok ? outcome.at : ''}`}>
        <input type="hidden" name="from" value={order.state} />
        {ships ? (
          <Field
            label={t('order.change.tracking')}
            hint={t('order.change.trackingHint')}
            errors={errors.tracking_number}
            classes={fieldClasses}
            input={{ name: 'tracking_number', type: 'text', autoComplete: 'off', spellCheck: false, maxLength: 64, defaultValue: order.tracking_number ?? '' }}
          />
        ) : null}
        <TextareaField label={t('order.change.note')} optional={t('common.optional')} hint={t('order.change.noteHint')} errors={errors.note} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
        {errors.to || errors.from ? <p className="field__error">{[...(errors.to ?? []), ...(errors.from ?? [])].join(' ')}</p> : null}
        <div className="actions__buttons">
          {nextStates
            .filter((s) => s.state !== 'cancelled')
            .map((s) => (
              <button key={s.state} type="submit" name="to" value={s.state} className="btn btn--primary" disabled={busy}>
                {stateAction(s.state)}
              </button>
            ))}
          {cancel ? (
            <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirming(true)}>
              {stateAction('cancelled')}
            </button>
          ) : null}
        </div>
      </Form>
      {cancel ? (
        <Dialog open={confirming} onClose={() => setConfirming(false)} className="dialog" aria-labelledby="cancel-title" aria-describedby="cancel-text">
          <Form method="post" noValidate className="stack">
            <input type="hidden" name="from" value={order.state} />
            <input type="hidden" name="to" value="cancelled" />
            <h2 id="cancel-title">{t('order.cancel.title', { number: order.number })}</h2>
            <p id="cancel-text">{t('order.cancel.text')}</p>
            <TextareaField label={t('order.cancel.reason')} optional={t('common.optional')} classes={fieldClasses} textarea={{ name: 'note', rows: 2, maxLength: 500 }} />
            <div className="dialog__buttons">
              <button type="submit" className="btn btn--danger" disabled={busy}>
                {t('order.cancel.submit')}
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {t('common.back')}
              </button>
            </div>
          </Form>
        </Dialog>
      ) : null}
    </section>
  );
}

type Address = OrderDetail['invoice_address'];

const priceOrFree = (minor: number) => (minor === 0 ? t('order.free') : formatMoney(minor));

function AddressLines({ address }: { address: Address }) {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  return (
    <address>
      {address.company ? (
        <>
          <span className="strong">{address.company}</span>
          <br />
        </>
      ) : null}
      {name ? (
        <>
          {name}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.zip} {address.city}
      {address.country ? (
        <>
          <br />
          {address.country}
        </>
      ) : null}
      {address.company_id ? (
        <>
          <br />
          {t('order.address.companyId', { id: address.company_id })}
        </>
      ) : null}
      {address.vat_id ? (
        <>
          <br />
          {t('order.address.vatId', { id: address.vat_id })}
        </>
      ) : null}
    </address>
  );
}

function Customer({ order }: { order: OrderDetail }) {
  return (
    <section className="panel">
      <h2 id="customer-title">{t('order.contact')}</h2>
      <dl className="pairs">
        <dt>{t('order.contact.email')}</dt>
        <dd>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
        {order.phone ? (
          <>
            <dt>{t('order.contact.phone')}</dt>
            <dd>
              <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('order.contact.delivery')}</dt>
        <dd>
          {order.delivery.name} ({priceOrFree(order.delivery.price_vat)})
        </dd>
        <dt>{t('order.contact.payment')}</dt>
        <dd>
          {order.payment.name} ({priceOrFree(order.payment.price_vat)})
        </dd>
        <dt>{t('order.contact.variableSymbol')}</dt>
        <dd>{order.variable_symbol}</dd>
        {order.tracking_number ? (
          <>
            <dt>{t('order.contact.tracking')}</dt>
            <dd>
              {order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.tracking_number}
                  <span className="visually-hidden"> {t('order.contact.trackingLink')}</span>
                </a>
              ) : (
                order.tracking_number
              )}
            </dd>
          </>
        ) : null}
        <dt>{t('order.contact.site')}</dt>
        <dd>{order.site}</dd>
      </dl>
      <div className="addresses">
        <div>
          <h3>{t('order.address.invoice')}</h3>
          <AddressLines address={order.invoice_address} />
        </div>
        {order.pickup_store ? (
          <div>
            <h3>{t('order.address.store')}</h3>
            <address>
              <span className="strong">{order.pickup_store.name}</span>
              <br />
              {order.pickup_store.street}
              <br />
              {order.pickup_store.zip} {order.pickup_store.city}
              <br />
              {order.pickup_store.phone}
            </address>
          </div>
        ) : order.pickup_point ? (
          <div>
            <h3>{t('order.address.pickupPoint')}</h3>
            <address>
              <span className="strong">{order.pickup_point.name}</span> ({order.pickup_point.provider}, {order.pickup_point.id})
              <br />
              {order.pickup_point.street}
              <br />
              {order.pickup_point.zip} {order.pickup_point.city}
            </address>
          </div>
        ) : order.delivery_address ? (
          <div>
            <h3>{t('order.address.delivery')}</h3>
            <AddressLines address={order.delivery_address} />
          </div>
        ) : (
          <div>
            <h3>{t('order.address.delivery')}</h3>
            <p>{t('order.address.sameAsInvoice')}</p>
          </div>
        )}
      </div>
    </section>
  );
}

/** What a line is, when it is no product. */
const itemKind = (kind: OrderDetail['items'][number]['kind']): string => (kind === 'product' ? '' : t(`order.items.kind.${kind}`));

function Items({ order }: { order: OrderDetail }) {
  const lines = [...order.items, ...order.gifts];
  return (
    <section className="panel">
      <h2 id="items-title">{t('order.items')}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="items-title">
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{t('order.items.item')}</th>
              <th scope="col" className="num">
                {t('order.items.amount')}
              </th>
              <th scope="col" className="num">
                {t('order.items.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('order.items.rate')}
              </th>
              <th scope="col" className="num">
                {t('order.items.net')}
              </th>
              <th scope="col" className="num">
                {t('order.items.vat')}
              </th>
              <th scope="col" className="num">
                {t('order.items.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((item, index) => (
              <tr key={`${item.kind}-${item.variant_id ?? item.product_id ?? 'x'}-${index}`}>
                <th scope="row" className="item">
                  {item.name}
                  {item.variant_name ? <span className="muted"> – {item.variant_name}</span> : null}
                  {(item.code && (item.kind === 'product' || item.kind === 'gift')) || itemKind(item.kind) ? (
                    <span className="item__meta">
                      {[item.code && (item.kind === 'product' || item.kind === 'gift') ? t('order.items.code', { code: item.code }) : '', itemKind(item.kind)].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </th>
                <td className="num">{formatCount(item.amount)}</td>
                <td className="num nowrap">{formatMoney(item.unit_price)}</td>
                <td className="num nowrap">{formatRate(item.tax_rate)}</td>
                <td className="num nowrap">{formatMoney(item.price_without_vat)}</td>
                <td className="num nowrap">{formatMoney(item.vat)}</td>
                <td className="num nowrap">{formatMoney(item.price_with_vat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="totals-row">
        {order.vouchers.length > 0 ? (
          <div className="vouchers">
            <h3>{t('order.vouchers')}</h3>
            <ul>
              {order.vouchers.map((v) => (
                <li key={v.code}>
                  <code>{v.code}</code> − {formatMoney(v.discount)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <dl className="totals">
          <dt>{t('order.totals.goods')}</dt>
          <dd>{formatMoney(order.items_total)}</dd>
          {order.discount !== 0 ? (
            <>
              <dt>{t('order.totals.discount')}</dt>
              <dd>−{formatMoney(Math.abs(order.discount))}</dd>
            </>
          ) : null}
          <dt>{t('order.totals.net')}</dt>
          <dd>{formatMoney(order.total_without_vat)}</dd>
          <dt>{t('order.totals.vat')}</dt>
          <dd>{formatMoney(order.total_vat)}</dd>
          <dt className="totals__sum">{t('order.totals.total')}</dt>
          <dd className="totals__sum">{formatMoney(order.total)}</dd>
        </dl>
      </div>
    </section>
  );
}

function Payments({ order }: { order: OrderDetail }) {
  return (
    <section className="panel">
      <h2 id="payments-title">{t('order.payments')}</h2>
      {order.payments.length === 0 ? (
        <p className="muted">{t('order.payments.none')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('order.payments.table')}>
          <table className="table table--compact">
            <caption className="table__caption">{t('order.payments.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.payments.date')}</th>
                <th scope="col">{t('order.payments.method')}</th>
                <th scope="col">{t('order.payments.state')}</th>
                <th scope="col" className="num">
                  {t('order.payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p, index) => (
                <tr key={index}>
                  <td className="nowrap">{formatDateTime(p.date)}</td>
                  <td>{p.provider}</td>
                  <td>{p.state}</td>
                  <td className="num nowrap">{p.currency === 'CZK' ? formatMoney(p.amount) : `${formatCount(p.amount / 100)} ${p.currency}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {order.invoices.length === 0 ? (
        <p className="muted">{t('order.invoices.none')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('order.invoices.table')}>
          <table className="table table--compact">
            <caption className="table__caption">{t('order.invoices.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.invoices.number')}</th>
                <th scope="col">{t('order.invoices.kind')}</th>
                <th scope="col">{t('order.invoices.issued')}</th>
                <th scope="col" className="num">
                  {t('order.invoices.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{invoice.number}</td>
                  <td>{t(`order.invoices.kind.${invoice.kind}`)}</td>
                  <td className="nowrap">{formatDateTime(invoice.issued_at)}</td>
                  <td className="num nowrap">{formatMoney(invoice.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function History({ order }: { order: OrderDetail }) {
  return (
    <section className="panel">
      <h2 id="history-title">{t('order.history')}</h2>
      {order.history.length === 0 ? (
        <p className="muted">{t('order.history.none')}</p>
      ) : (
        <ol className="timeline">
          {order.history.map((h, index) => (
            <li key={index}>
              <span className="timeline__when">{formatDateTime(h.date)}</span> <StateBadge state={h.state} name={h.state_name} />
              {h.note ? <p className="timeline__note">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A change's before and after in a line ("state: paid → processing"); a value that is no object as it is. */
function changeText(before: unknown, after: unknown): string {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  if (isObject(before) || isObject(after)) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => (key in b && key in a ? `${key}: ${show(b[key])} → ${show(a[key])}` : key in a ? `${key}: ${show(a[key])}` : `${key}: ${show(b[key])} → –`)).join('; ');
  }
  if (before === null || before === undefined) return show(after);
  return `${show(before)} → ${show(after)}`;
}

function Audit({ order }: { order: OrderDetail }) {
  return (
    <section className="panel">
      <h2 id="audit-title">{t('order.audit')}</h2>
      {order.audit.length === 0 ? (
        <p className="muted">{t('order.audit.none')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="audit-title">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{t('order.audit.when')}</th>
                <th scope="col">{t('order.audit.who')}</th>
                <th scope="col">{t('order.audit.action')}</th>
                <th scope="col">{t('order.audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {order.audit.map((entry) => (
                <tr key={entry.id}>
                  <td className="nowrap">{formatDateTime(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td className="change">{changeText(entry.before, entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
