import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@konfety/domain/branches';
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
