import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staffMembers } from './staff';
import { createdAt, money } from './columns';

/**
 * Bank statements imported by staff or fetched from the bank (issue 40; domain bank-statements.ts parses them,
 * transfer-matching.ts decides each movement's outcome), and their movements: a matched one pays its order (once),
 * the others wait in the list for a person to resolve them.
 */
export const bankImports = pgTable('bank_imports', {
  id: serial().primaryKey(),
  source: varchar({ length: 16 }).notNull(),
  fileName: text(),
  format: varchar({ length: 16 }).notNull(),
  account: text(),
  staffId: integer().references(() => staffMembers.id),
  movementCount: integer().notNull(),
  matchedCount: integer().notNull(),
  createdAt: createdAt(),
});

export const bankMovements = pgTable(
  'bank_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    importId: integer()
      .notNull()
      .references(() => bankImports.id, { onDelete: 'cascade' }),
    /** The bank's id of the movement (or the parser's hash of its line): one movement is imported once. */
    movementId: varchar({ length: 80 }).notNull(),
    account: text().notNull().default(''),
    date: varchar({ length: 10 }).notNull(),
    amount: money().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    variableSymbol: varchar({ length: 10 }),
    constantSymbol: varchar({ length: 10 }),
    specificSymbol: varchar({ length: 10 }),
    counterAccount: text(),
    counterName: text(),
    message: text(),
    outcome: varchar({ length: 24 }).notNull(),
    reason: varchar({ length: 32 }),
    orderId: integer().references(() => orders.id),
    /** A person's resolution of a mismatch (paid by hand, money returned, ignored) and who made it. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => staffMembers.id),
    resolution: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_movements_unique').on(t.account, t.movementId),
    index('bank_movements_open').on(t.createdAt).where(sql`${t.outcome} <> 'matched' and ${t.outcome} <> 'ignored' and ${t.resolvedAt} is null`),
    index('bank_movements_order').on(t.orderId),
  ],
);
