import { useEffect, useRef, useState } from 'react';
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ApiError, call, withSession } from '../api/client';
import { adminOrders, adminOrderTransition, type OrderListItem, staffSelf } from '../api/contract';
import { t } from '../i18n';
import { formatCount, formatDateTime, formatMoney } from '../lib/format';
import { type OrderState, orderStates, stateAction } from '../lib/states';
import { text, validate } from '../lib/validate';
import { can, useStaff } from './layout';
import '../styles/stock.css';

/**
 * `/admin/fronta-vydeje`: the branch's pickup queue, for staff with a branch (orders:read, their branch's orders:
 * the API filters them). The orders to be picked up at the branch in three columns by state — to prepare (paid, or
 * new: cash at the counter), being prepared, waiting for the customer — oldest first, each with the one button of its
 * next step (orders:write), sent to the order's state change with the state the page showed (`from`), so that a
 * change someone made meanwhile is refused (409) and the queue loads again. The order list's own endpoint, filtered
 * by state and delivery: no API of its own.
 */

/** How many orders a column lists (oldest first); more are counted and found in the order list. */
const COLUMN_LIMIT = 100;

const COLUMNS = [
  { id: 'prepare', states: ['paid', 'new'], next: 'processing' },
  { id: 'preparing', states: ['processing'], next: 'ready_for_pickup' },
  { id: 'waiting', states: ['ready_for_pickup'], next: 'picked_up' },
] as const satisfies ReadonlyArray<{ id: string; states: readonly OrderState[]; next: OrderState }>;

type Column = (typeof COLUMNS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  return withSession(request, async () => {
    const { staff } = await call(staffSelf, { signal: request.signal });
    if (!staff.branch) return { branch: null, columns: [] };
    const branch = staff.branch;
    const columns = await Promise.all(
      COLUMNS.map(async (c) => {
        const list = await call(adminOrders, {
          query: { state: c.states.join(','), delivery: 'branch_pickup', branch: branch.id, sort: 'oldest', limit: COLUMN_LIMIT },
          signal: request.signal,
        });
        return { id: c.id, orders: list.orders, total: list.total, capped: list.total_capped };
      }),
    );
    return { branch, columns };
  });
}

type Outcome = { ok: boolean; message: string; orderId: number; at: number };

export async function action({ request }: ActionFunctionArgs): Promise<Outcome> {
  const form = await request.formData();
  const id = Number(text(form, 'id'));
  const number = text(form, 'number');
  const at = Date.now();
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, message: t('order.notFound'), orderId: 0, at };
  const checked = validate(adminOrderTransition.body, { from: text(form, 'from'), to: text(form, 'to') });
  if (!checked.ok) return { ok: false, message: t('queue.step.invalid'), orderId: id, at };
  return withSession(request, async () => {
    try {
      const order = await call(adminOrderTransition, { params: { id }, body: checked.data });
      return { ok: true, message: t('queue.step.done', { number: order.number, state: order.state_name }), orderId: id, at };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status === 401) throw e;
      // 409: someone moved the order meanwhile; the queue loads again (every action revalidates) and says so.
      return { ok: false, message: t('queue.step.refused', { number, message: e.message, conflict: e.status === 409 ? 'yes' : 'no' }), orderId: id, at };
    }
  });
}

const isState = (value: string): value is OrderState => (orderStates as readonly string[]).includes(value);

export function Component() {
  const data = useLoaderData<typeof loader>();
  const staff = useStaff();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const [shownAt, setShownAt] = useState<number | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // After a step the focus follows the order into its new column (the next step is then one key away), once the
  // queue has loaded again; an order that left the queue (picked up), or a refusal, puts it on the message.
  useEffect(() => {
    if (!outcome || outcome.at === shownAt || navigation.state !== 'idle') return;
    setShownAt(outcome.at);
    const card = outcome.ok ? document.getElementById(`fronta-${outcome.orderId}`) : null;
    (card ?? messageRef.current)?.focus();
  }, [outcome, shownAt, navigation.state, data]);

  if (!data.branch) {
    return (
      <section className="page">
        <title>{t('common.documentTitle', { title: t('queue.title') })}</title>
        <h1 tabIndex={-1}>{t('queue.title')}</h1>
        <p>{t('queue.noBranch')}</p>
        <p>
          <Link to="/objednavky?delivery=branch_pickup">{t('queue.noBranch.link')}</Link>
        </p>
      </section>
    );
  }
  const writable = can(staff, 'orders:write');
  const waiting = data.columns.reduce((n, c) => n + c.total, 0);

  return (
    <section className="page page--wide">
      <title>{t('common.documentTitle', { title: t('queue.title') })}</title>
      <h1 tabIndex={-1}>{t('queue.title')}</h1>
      <p className="panel__sub">{t('queue.sub', { branch: data.branch.name, count: waiting })}</p>
      <div aria-live="polite">
        {outcome ? (
          <p className={`alert ${outcome.ok ? 'alert--success' : 'alert--warning'}`} tabIndex={-1} ref={messageRef}>
            {outcome.message}
          </p>
        ) : null}
      </div>
      <div className="queue">
        {COLUMNS.map((column) => {
          const loaded = data.columns.find((c) => c.id === column.id)!;
          return <QueueColumn key={column.id} column={column} orders={loaded.orders} total={loaded.total} capped={loaded.capped} writable={writable} />;
        })}
      </div>
    </section>
  );
}

function QueueColumn({ column, orders, total, capped, writable }: { column: Column; orders: OrderListItem[]; total: number; capped: boolean; writable: boolean }) {
  const headingId = `sloupec-${column.id}`;
  return (
    <section className="queue__column" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`queue.column.${column.id}`)} <span className="queue__count">({formatCount(total)}{capped ? '+' : ''})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="queue-empty">{t('queue.empty')}</p>
      ) : (
        <ul className="queue__list">
          {orders.map((order) => (
            <li key={order.id}>
              <QueueCard order={order} next={column.next} writable={writable} />
            </li>
          ))}
        </ul>
      )}
      {total > orders.length ? (
        <p className="muted">
          {t('queue.more')} <Link to={`/objednavky?delivery=branch_pickup&state=${column.states.join(',')}&sort=oldest`}>{t('queue.moreLink')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function QueueCard({ order, next, writable }: { order: OrderListItem; next: OrderState; writable: boolean }) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('id') === String(order.id);
  const titleId = `fronta-${order.id}-nazev`;
  return (
    <article className="queue-card" id={`fronta-${order.id}`} tabIndex={-1} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Link to={`/objednavky/${order.id}`}>{t('queue.card.title', { number: order.number })}</Link>
        <span>{formatMoney(order.total)}</span>
      </h3>
      <dl className="queue-card__facts">
        <dt>{t('queue.card.customer')}</dt>
        <dd>{order.customer}</dd>
        {order.phone ? (
          <>
            <dt>{t('queue.card.phone')}</dt>
            <dd>
              <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('queue.card.ordered')}</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>{t('queue.card.payment')}</dt>
        <dd>{order.paid ? t('queue.card.paid') : t('queue.card.payAtPickup', { payment: order.payment.name })}</dd>
      </dl>
      {writable && isState(order.state) ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="id" value={order.id} />
          <input type="hidden" name="number" value={order.number} />
          <input type="hidden" name="from" value={order.state} />
          <input type="hidden" name="to" value={next} />
          <button type="submit" className="btn btn--primary" disabled={sending} aria-label={t('queue.card.step', { action: stateAction(next), number: order.number })}>
            {stateAction(next)}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
