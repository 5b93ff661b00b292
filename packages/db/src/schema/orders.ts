import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OrderState } from '@konfety/domain/orders';
import type { AddressSnapshot, PickupPoint } from '@konfety/domain/checkout';
import type { DeliveryKind, PaymentKind } from '@konfety/domain/checkout';
import type { TaxClass } from '@konfety/domain/pricing';
import { currencies, sites } from './sites';
import { products, variants } from './catalog';
import { branches } from './branches';
import { users } from './accounts';
import { carts } from './carts';
import { vouchers } from './vouchers';
import { createdAt, money, updatedAt } from './columns';

/** Delivery methods per site; `price` is tax-exclusive minor units, free above `freeFrom` (tax-inclusive goods total). */
export const deliveryMethods = pgTable('delivery_methods', {
  id: serial().primaryKey(),
  siteId: integer().notNull().references(() => sites.id),
  kind: varchar({ length: 16 }).$type<DeliveryKind>().notNull(),
  name: text().notNull(),
  description: text(),
  price: money().notNull(),
  taxClass: varchar({ length: 16 }).$type<TaxClass>().notNull().default('standard'),
  freeFrom: money(),
  widgetUrl: text(),
  /** The carrier's tracking page of a parcel, `{number}` standing for its tracking number (the shipped e-mail links it). */
  trackingUrl: text(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial().primaryKey(),
  siteId: integer().notNull().references(() => sites.id),
  kind: varchar({ length: 16 }).$type<PaymentKind>().notNull(),
  name: text().notNull(),
  description: text(),
  price: money().notNull(),
  taxClass: varchar({ length: 16 }).$type<TaxClass>().notNull().default('standard'),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** Which payments a delivery allows (personal pickup: prepayment only). */
export const deliveryPayments = pgTable(
  'delivery_payments',
  {
    deliveryMethodId: integer().notNull().references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    paymentMethodId: integer().notNull().references(() => paymentMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryMethodId, t.paymentMethodId] })],
);

/** Free gifts a cart may choose once its goods reach `minTotal` (tax-inclusive). */
export const gifts = pgTable('gifts', {
  id: serial().primaryKey(),
  siteId: integer().notNull().references(() => sites.id),
  variantId: integer().notNull().references(() => variants.id),
  minTotal: money().notNull(),
  active: boolean().notNull().default(true),
});

/**
 * Orders keep a snapshot of everything shown to the customer (names, prices,
 * addresses) so later catalogue changes never alter a placed order.
 * `hash` is the unguessable key of the public summary page.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    number: varchar({ length: 16 }).notNull().unique(),
    hash: varchar({ length: 64 }).notNull(),
    /** The client's key for one checkout attempt: a repeated submit answers the same order instead of a second one. */
    idempotencyKey: varchar({ length: 100 }).unique(),
    siteId: integer().notNull().references(() => sites.id),
    userId: integer().references(() => users.id),
    cartId: integer().references(() => carts.id, { onDelete: 'set null' }),
    state: varchar({ length: 32 }).$type<OrderState>().notNull(),
    email: text().notNull(),
    phonePrefix: varchar({ length: 6 }),
    phone: varchar({ length: 20 }),
    currencyId: integer().notNull().references(() => currencies.id),
    currencyRate: numeric({ precision: 18, scale: 8 }).notNull(),
    deliveryMethodId: integer().notNull().references(() => deliveryMethods.id),
    paymentMethodId: integer().notNull().references(() => paymentMethods.id),
    branchId: integer().references(() => branches.id),
    pickupPoint: jsonb().$type<PickupPoint>(),
    isCompany: boolean().notNull().default(false),
    invoiceAddress: jsonb().$type<AddressSnapshot>().notNull(),
    deliveryAddress: jsonb().$type<AddressSnapshot>(),
    note: text(),
    newsletter: boolean().notNull().default(false),
    termsAgreedAt: timestamp({ withTimezone: true }).notNull(),
    itemsTotal: money().notNull(),
    discountTotal: money().notNull().default(0),
    deliveryPrice: money().notNull().default(0),
    paymentPrice: money().notNull().default(0),
    totalNet: money().notNull(),
    totalVat: money().notNull(),
    total: money().notNull(),
    variableSymbol: varchar({ length: 10 }).notNull(),
    bankAccount: text(),
    bankIban: varchar({ length: 34 }),
    qrPayment: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** The carrier's parcel number, entered by staff when the order is shipped. */
    trackingNumber: varchar({ length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    index('orders_state').on(t.state),
    // The back office's order list (admin orders/list.ts): newest first, by state, by pickup branch; found by its
    // variable symbol (= number), e-mail or phone.
    // Ascending: walked backwards for "newest first" (a DESC NULLS LAST index would not match ORDER BY … DESC).
    index('orders_created').on(t.createdAt, t.id),
    index('orders_state_created').on(t.state, t.createdAt, t.id),
    index('orders_branch_created').on(t.branchId, t.createdAt, t.id).where(sql`${t.branchId} is not null`),
    // "Nezaplacené": a few per cent of the orders, which a scan of a branch's or a state's orders would wade through.
    index('orders_unpaid').on(t.createdAt, t.id).where(sql`${t.paidAt} is null`),
    index('orders_variable_symbol').on(t.variableSymbol),
    index('orders_email_lower').on(sql`lower(${t.email})`),
    index('orders_phone').on(t.phone),
    // Deleting a cart (every order placement deletes its cart) makes PostgreSQL look for orders pointing at it
    // (ON DELETE SET NULL): without an index that is a scan of every order (~100 ms at a million orders).
    // Orders are written without a cart, so the partial index stays empty.
    index('orders_cart').on(t.cartId).where(sql`${t.cartId} is not null`),
  ],
);

export const orderItemKinds = ['product', 'gift', 'delivery', 'payment', 'discount'] as const;

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).$type<(typeof orderItemKinds)[number]>().notNull(),
    productId: integer().references(() => products.id),
    variantId: integer().references(() => variants.id),
    parentId: integer(),
    code: varchar({ length: 48 }),
    name: text().notNull(),
    variantName: text(),
    quantity: integer().notNull(),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull(),
    unitPriceNet: money().notNull(),
    unitPrice: money().notNull(),
    totalNet: money().notNull(),
    totalVat: money().notNull(),
    total: money().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('order_items_order').on(t.orderId, t.position)],
);

export const orderVouchers = pgTable(
  'order_vouchers',
  {
    orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: integer().notNull().references(() => vouchers.id),
    code: varchar({ length: 40 }).notNull(),
    discount: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.voucherId] })],
);

export const orderStateHistory = pgTable(
  'order_state_history',
  {
    id: serial().primaryKey(),
    orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar({ length: 32 }).$type<OrderState>().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_state_history_order').on(t.orderId, t.createdAt)],
);

/** Order numbers run per year (2026000001 …); the counter row is bumped atomically with the insert. */
export const orderCounters = pgTable('order_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/** Card payments through a gateway; bank transfers are matched by variable symbol. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 16 }).notNull(),
    externalId: text(),
    state: varchar({ length: 32 }).notNull(),
    amount: money().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    payload: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order').on(t.orderId), index('payments_external').on(t.provider, t.externalId)],
);

export const courierReviews = pgTable('courier_reviews', {
  id: serial().primaryKey(),
  orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
  rating: integer().notNull(),
  text: text(),
  createdAt: createdAt(),
});

export const invoiceKinds = ['invoice', 'credit_note'] as const;

/**
 * Tax documents (issue 40): an invoice when an order is paid (or handed over, cash on delivery), a credit note when
 * an invoiced order is cancelled. Numbers run per kind and year (`invoice_counters`, bumped with the insert); the
 * PDF is a private file (its key in the private store).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 16 }).$type<(typeof invoiceKinds)[number]>().notNull(),
    number: varchar({ length: 16 }).notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note corrects. */
    correctsId: integer(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The date of the taxable supply (Prague calendar day). */
    taxableSupplyDate: varchar({ length: 10 }).notNull(),
    total: money().notNull(),
    fileKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_order').on(t.orderId), uniqueIndex('invoices_one_per_order').on(t.orderId, t.kind)],
);

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: varchar({ length: 16 }).notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
