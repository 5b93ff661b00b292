import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { VoucherKind, VoucherValueType } from '@konfety/domain/vouchers';
import { users } from './accounts';
import { createdAt, money } from './columns';

/**
 * `voucherType` amount|percent; `value` is minor units for amounts and
 * basis points (1 % = 100) for percentages. `type` 'order' vouchers are set by
 * the shop and cannot be removed from the cart widget.
 * `usedQuantity` is consumed atomically when an order is placed.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 40 }).notNull().unique(),
    name: text(),
    voucherType: varchar({ length: 8 }).$type<VoucherValueType>().notNull(),
    value: integer().notNull(),
    type: varchar({ length: 16 }).$type<VoucherKind>().notNull().default('cart'),
    serviceType: varchar({ length: 16 }).notNull().default('eshop'),
    requiresEmail: boolean().notNull().default(false),
    quantity: integer(),
    usedQuantity: integer().notNull().default(0),
    quantityPerUser: integer(),
    minimalPrice: money(),
    activeFrom: timestamp({ withTimezone: true }),
    activeTo: timestamp({ withTimezone: true }),
    ownerUserId: integer().references(() => users.id),
    commissionPercent: numeric({ precision: 5, scale: 2 }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('vouchers_value_positive', sql`${t.value} > 0`),
    check('vouchers_used_within_quantity', sql`${t.quantity} is null or ${t.usedQuantity} <= ${t.quantity}`),
    index('vouchers_owner').on(t.ownerUserId),
  ],
);

/** One row per order that used a voucher: the per-user limit and influencer commission read from here. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: serial().primaryKey(),
    voucherId: integer().notNull().references(() => vouchers.id),
    orderId: integer().notNull(),
    userId: integer(),
    email: text(),
    discount: money().notNull(),
    commission: money().notNull().default(0),
    commissionPaidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_uses_voucher_user').on(t.voucherId, t.userId), index('voucher_uses_voucher_email').on(t.voucherId, t.email)],
);
