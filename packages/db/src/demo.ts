import { count } from 'drizzle-orm';
import type { Db } from './client';
import { sites } from './schema/index';

/**
 * What the running shop needs to know about the demo data without loading the
 * seed itself (`@konfety/db/seed`: thousands of lines of data and sharp for the
 * images), which it imports only when it seeds.
 */
export const DEMO_PRODUCT_COUNT = 500;

/** Whether the database already holds a shop (a site row exists). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return (row?.n ?? 0) > 0;
}
