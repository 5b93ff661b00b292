import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { orderCounters } from './schema/index';

/**
 * The next order number of the year, e.g. 2026000123 (ten digits, so it also
 * serves as the payment's variable symbol). The counter row is bumped with an
 * upsert, atomic under concurrency; inside the caller's transaction a rolled
 * back order gives its number back.
 */
export async function nextOrderNumber(db: Db, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await db
    .insert(orderCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderCounters.year, set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ last: orderCounters.last });
  return `${year}${String(row!.last).padStart(6, '0')}`;
}
