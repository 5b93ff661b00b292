import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { currencies, sites } from './sites';
import { products, variants } from './catalog';
import { users } from './accounts';
import { vouchers } from './vouchers';
import { createdAt, updatedAt } from './columns';

/** A guest cart is reachable only through its random `tempId`; an account cart only through its user's token. */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    tempId: uuid().unique(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer().notNull().references(() => sites.id),
    currencyId: integer().references(() => currencies.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_owner', sql`${t.tempId} is not null or ${t.userId} is not null`),
    index('carts_user').on(t.userId, t.siteId),
  ],
);

/** Lines of a cart; `parentId` attaches additional items (e.g. inflating service to a balloon). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer().notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer().notNull().references(() => products.id),
    variantId: integer().notNull().references(() => variants.id),
    parentId: integer().references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    note: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    index('cart_items_cart').on(t.cartId),
    unique('cart_items_line').on(t.cartId, t.variantId, t.parentId).nullsNotDistinct(),
  ],
);

export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    cartId: integer().notNull().references(() => carts.id, { onDelete: 'cascade' }),
    voucherId: integer().notNull().references(() => vouchers.id, { onDelete: 'cascade' }),
    guestEmail: text(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Vouchers apply in the order they were added (SPEC §9 running total); this keeps that order exact. */
    seq: serial(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.voucherId] })],
);
