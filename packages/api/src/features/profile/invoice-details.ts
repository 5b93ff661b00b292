import { eq } from 'drizzle-orm';
import { schema } from '@konfety/db';
import type { InvoiceDetailsValues } from '@konfety/domain/profile';
import type { ShopContext } from '../../shop-context';
import { addressColumns, customerIdOf, presentAddressFields, unknownCountry } from './address-rows';
import type { InvoiceDetailsOut } from './schemas';

const d = schema.invoiceDetails;

/** The customer's invoice details (/ucet/fakturacni-udaje), or null before they first saved them. */
export async function invoiceDetails(ctx: ShopContext): Promise<InvoiceDetailsOut | null> {
  const userId = customerIdOf(ctx);
  const [row] = await ctx.db
    .select({ details: d, country: schema.countries.code })
    .from(d)
    .innerJoin(schema.countries, eq(schema.countries.id, d.countryId))
    .where(eq(d.userId, userId));
  return row ? presentAddressFields(row.details, row.country) : null;
}

/** Saves the invoice details (one row per customer, written whole). */
export async function saveInvoiceDetails(ctx: ShopContext, values: InvoiceDetailsValues): Promise<InvoiceDetailsOut> {
  const userId = customerIdOf(ctx);
  const columns = { ...addressColumns(values), updatedAt: ctx.now };
  try {
    const [row] = await ctx.db
      .insert(d)
      .values({ userId, ...columns })
      .onConflictDoUpdate({ target: d.userId, set: columns })
      .returning();
    return presentAddressFields(row!, values.country);
  } catch (error) {
    throw unknownCountry(error, ctx.locale) ?? error;
  }
}
