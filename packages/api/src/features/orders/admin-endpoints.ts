import { z } from 'zod';
import { orderStates } from '@konfety/domain/orders';
import { ADMIN_ORDERS_DEFAULT_LIMIT, ADMIN_ORDERS_MAX_LIMIT, adminOrderSorts, ADMIN_ORDERS_TOTAL_LIMIT, waitingAgeBuckets, type WaitingAgeBucket } from '@konfety/domain/admin-orders';
import { defineEndpoint } from '../../endpoint';
import { errorResponses, idParam, isoDay, money } from '../../http/schemas';
import { orderSchema } from './schemas';

/*
 * The back office's orders (admin API under /api/admin, issue 40): the list with its filters and search, an order's
 * detail with its history and audit trail, and its state changes through the one transition service. Branch staff
 * see and change the orders picked up at their branch only (the permission's reach).
 */

const csvOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(400)
    .transform((v) => v.split(',').filter((x) => x !== ''))
    .pipe(z.array(z.enum(values)).max(values.length));

export const adminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_LIMIT).default(ADMIN_ORDERS_DEFAULT_LIMIT),
  sort: z.enum(adminOrderSorts).default('newest'),
  /** States, comma-separated (`paid,processing`). */
  state: csvOf(orderStates).optional(),
  /** Placed on or after this day, and on or before `to` (Prague calendar days). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  payment: z.enum(['bank_transfer', 'card', 'cash_on_delivery']).optional(),
  delivery: z.enum(['branch_pickup', 'courier', 'pickup_point']).optional(),
  branch: idParam.optional(),
  paid: z.enum(['yes', 'no']).optional(),
  /** The order number (= variable symbol), an e-mail, a name or a phone number. */
  q: z.string().trim().max(100).optional(),
});

const adminOrderListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  state: z.enum(orderStates),
  state_name: z.string(),
  customer: z.string().meta({ description: 'The invoice name (and company)' }),
  email: z.string(),
  phone: z.string().nullable(),
  total: money,
  currency: z.string(),
  payment: z.object({ kind: z.string(), name: z.string() }),
  delivery: z.object({ kind: z.string(), name: z.string() }),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  paid: z.boolean(),
  site: z.string(),
});

export const adminOrders = defineEndpoint({
  method: 'GET',
  path: '/orders',
  tags: ['orders'],
  summary: 'Orders, newest first unless sorted otherwise, filtered and searched',
  description: `Counted up to ${ADMIN_ORDERS_TOTAL_LIMIT} (\`total_capped\` beyond). Branch staff get their branch's pickup orders only.`,
  access: 'orders:read',
  query: adminOrdersQuery,
  responses: {
    200: z.object({
      orders: z.array(adminOrderListItem),
      total: z.number().int(),
      total_capped: z.boolean(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    ...errorResponses,
  },
});

const auditEntryOut = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const adminOrderDetailSchema = orderSchema.extend({
  site: z.string(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  history: z.array(z.object({ state: z.enum(orderStates), state_name: z.string(), date: z.string(), note: z.string().nullable() })),
  payments: z.array(z.object({ provider: z.string(), state: z.string(), amount: money, currency: z.string(), date: z.string() })),
  invoices: z.array(z.object({ id: z.number().int(), kind: z.enum(['invoice', 'credit_note']), number: z.string(), issued_at: z.string(), total: money })),
  /** The states the order may move to now (domain/orders.ts), with their names. */
  next_states: z.array(z.object({ state: z.enum(orderStates), state_name: z.string() })),
  audit: z.array(auditEntryOut),
});

export const adminOrder = defineEndpoint({
  method: 'GET',
  path: '/orders/:id',
  tags: ['orders'],
  summary: 'An order with its items, addresses, payments, vouchers, notes, state history, invoices and audit trail',
  access: 'orders:read',
  params: z.object({ id: idParam }),
  responses: { 200: adminOrderDetailSchema, ...errorResponses },
});

export const adminOrderTransition = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/transition',
  tags: ['orders'],
  summary: 'Move the order to another state (the customer gets the state’s e-mail)',
  description:
    'The life cycle of domain/orders.ts; `from` is the state the staff member saw (another change meanwhile is a 409 `order_state_changed`). Shipping needs the parcel’s `tracking_number` for a carrier; cancelling returns the stock, releases the vouchers and refunds a paid card payment.',
  access: 'orders:write',
  params: z.object({ id: idParam }),
  body: z.object({
    to: z.enum(orderStates),
    from: z.enum(orderStates),
    note: z.string().trim().max(500).optional(),
    tracking_number: z.string().trim().min(1).max(64).optional(),
  }),
  responses: { 200: adminOrderDetailSchema, ...errorResponses },
});

export const adminDashboard = defineEndpoint({
  method: 'GET',
  path: '/dashboard',
  tags: ['dashboard'],
  summary: 'The figures of the dashboard: sales of the last 30 days, orders by state, payments waiting to be matched',
  access: 'dashboard:read',
  responses: {
    200: z.object({
      sales_by_day: z.array(z.object({ date: z.string(), orders: z.number().int(), total: money })),
      orders_by_state: z.array(z.object({ state: z.enum(orderStates), state_name: z.string(), count: z.number().int() })),
      waiting_for_payment: z.object({
        count: z.number().int(),
        total: money,
        oldest: z.string().nullable(),
        /** How long they have waited (whole days), every bucket present. */
        by_age: z.array(z.object({ bucket: z.enum(waitingAgeBuckets.map((b) => b.bucket) as [WaitingAgeBucket, ...WaitingAgeBucket[]]), count: z.number().int(), total: money })),
      }),
      unresolved_movements: z.number().int(),
    }),
    ...errorResponses,
  },
});

export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;
export type AdminOrderDetailOut = z.input<typeof adminOrderDetailSchema>;
