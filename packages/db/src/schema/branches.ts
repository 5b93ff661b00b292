import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@konfety/domain/branches';
import { translations } from './columns';
import { countries } from './sites';
import { variants } from './catalog';

/**
 * Stock locations: the 13 stores (kind 'store') and the central warehouse
 * (kind 'warehouse'). `isPrague` drives the 1–2 day delivery label.
 */
export const branches = pgTable('branches', {
  id: serial().primaryKey(),
  kind: varchar({ length: 16 }).$type<'store' | 'warehouse'>().notNull().default('store'),
  code: varchar({ length: 16 }).notNull().unique(),
  slug: varchar({ length: 120 }).notNull().unique(),
  name: text().notNull(),
  street: text().notNull(),
  city: text().notNull(),
  zip: varchar({ length: 10 }).notNull(),
  countryId: integer().notNull().references(() => countries.id),
  phone: text().notNull(),
  email: text().notNull(),
  latitude: numeric({ precision: 9, scale: 6 }).notNull(),
  longitude: numeric({ precision: 9, scale: 6 }).notNull(),
  openingHours: jsonb().$type<OpeningHours>().notNull(),
  note: text(),
  image: text(),
  isPrague: boolean().notNull().default(false),
  pickupEnabled: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  // Only the note is prose: name, street and city are the names of Czech places and stay as they are in every language.
  translations: translations<{ note: string }>(),
});

export const stock = pgTable(
  'stock',
  {
    variantId: integer().notNull().references(() => variants.id, { onDelete: 'cascade' }),
    branchId: integer().notNull().references(() => branches.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.branchId] }),
    index('stock_branch').on(t.branchId),
    index('stock_available').on(t.variantId, t.branchId).where(sql`${t.quantity} > 0`),
  ],
);

export const stockReasons = ['order', 'cancellation', 'receipt', 'correction', 'transfer'] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * Every change of a stock row with its reason (issue 40): an order's takes (so a cancellation returns each piece to
 * where it came from), a cancellation's returns, and staff's receipts, corrections and transfers (a transfer is two
 * rows, out and in, with the same `transfer_id`).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: varchar({ length: 16 }).$type<StockReason>().notNull(),
    orderId: integer(),
    transferId: integer(),
    staffId: integer(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant').on(t.variantId, t.branchId, t.createdAt),
    index('stock_movements_branch').on(t.branchId, t.createdAt),
    index('stock_movements_order').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
