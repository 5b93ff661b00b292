import { and, eq, type SQL } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';

/** A document by its id among the orders `reach` admits (a customer's own, a branch's, or any). */
export async function documentIn(db: Db, invoiceId: number, reach: SQL | undefined) {
  const [row] = await db
    .select({ id: schema.invoices.id, number: schema.invoices.number, fileKey: schema.invoices.fileKey })
    .from(schema.invoices)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.invoices.orderId))
    .where(and(eq(schema.invoices.id, invoiceId), reach));
  return row ?? null;
}
