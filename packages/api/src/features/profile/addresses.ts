import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Db, schema } from '@konfety/db';
import type { SavedAddressValues } from '@konfety/domain/profile';
import { notFound } from '../../errors';
import { inTransaction, type ShopContext } from '../../shop-context';
import { addressColumns, customerIdOf, presentAddressFields, unknownCountry } from './address-rows';
import type { SavedAddressOut } from './schemas';

/**
 * A customer's saved delivery addresses (SPEC §3 Address, §6 "see orders and addresses"): listed, added,
 * changed, deleted, one chosen as the default. Every statement names the customer, so another customer's
 * address id is a 404 like an unknown one.
 *
 * One default per customer is the database's rule (the partial unique index `addresses_one_default`). The
 * writes that move it (add, delete, choose) first take the customer's row lock (`FOR NO KEY UPDATE`, which
 * does not hold up rows that merely reference the customer), so two of them for the same customer run one
 * after the other and each sees the other's outcome; the first address becomes the default, deleting the
 * default makes the newest remaining address the default, and choosing one unsets the previous one in the
 * same transaction.
 */

const a = schema.addresses;

type AddressRow = typeof a.$inferSelect;

function present(row: AddressRow, country: string): SavedAddressOut {
  return { id: row.id, name: row.name, ...presentAddressFields(row, country), is_default: row.isDefault };
}

/** Serialises the address writes of one customer (see above). */
async function lockCustomer(tx: Db, userId: number) {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for('no key update');
}

/** The customer's addresses, the default first, then in the order they were added. */
export async function listAddresses(ctx: ShopContext): Promise<SavedAddressOut[]> {
  const userId = customerIdOf(ctx);
  const rows = await ctx.db
    .select({ address: a, country: schema.countries.code })
    .from(a)
    .innerJoin(schema.countries, eq(schema.countries.id, a.countryId))
    .where(eq(a.userId, userId))
    .orderBy(desc(a.isDefault), asc(a.createdAt), asc(a.id));
  return rows.map((r) => present(r.address, r.country));
}

/** Adds an address; the customer's first one becomes the default. */
export async function createAddress(ctx: ShopContext, values: SavedAddressValues): Promise<SavedAddressOut> {
  const userId = customerIdOf(ctx);
  try {
    const row = await inTransaction(ctx, async ({ db: tx }) => {
      await lockCustomer(tx, userId);
      const [inserted] = await tx
        .insert(a)
        .values({
          userId,
          name: values.name,
          ...addressColumns(values),
          isDefault: sql`not exists (select 1 from ${a} where ${a.userId} = ${userId} and ${a.isDefault})`,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      return inserted!;
    });
    return present(row, values.country);
  } catch (error) {
    throw unknownCountry(error, ctx.locale) ?? error;
  }
}

/** Changes an address's fields (not whether it is the default). */
export async function updateAddress(ctx: ShopContext, id: number, values: SavedAddressValues): Promise<SavedAddressOut> {
  const userId = customerIdOf(ctx);
  let row: AddressRow | undefined;
  try {
    [row] = await ctx.db
      .update(a)
      .set({ name: values.name, ...addressColumns(values), updatedAt: ctx.now })
      .where(and(eq(a.id, id), eq(a.userId, userId)))
      .returning();
  } catch (error) {
    throw unknownCountry(error, ctx.locale) ?? error;
  }
  if (!row) throw notFound(ctx.locale);
  return present(row, values.country);
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(ctx: ShopContext, id: number): Promise<void> {
  const userId = customerIdOf(ctx);
  await inTransaction(ctx, async ({ db: tx }) => {
    await lockCustomer(tx, userId);
    const [gone] = await tx
      .delete(a)
      .where(and(eq(a.id, id), eq(a.userId, userId)))
      .returning({ isDefault: a.isDefault });
    if (!gone) throw notFound(ctx.locale);
    if (!gone.isDefault) return;
    const newest = tx
      .select({ id: a.id })
      .from(a)
      .where(eq(a.userId, userId))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(1);
    await tx
      .update(a)
      .set({ isDefault: true, updatedAt: ctx.now })
      .where(eq(a.id, sql`(${newest})`));
  });
}

/** Makes an address the customer's default, unsetting the previous one. */
export async function setDefaultAddress(ctx: ShopContext, id: number): Promise<SavedAddressOut> {
  const userId = customerIdOf(ctx);
  return inTransaction(ctx, async ({ db: tx }) => {
    // Finds the address and takes the customer's lock in one statement.
    const [chosen] = await tx
      .select({ address: a, country: schema.countries.code })
      .from(a)
      .innerJoin(schema.countries, eq(schema.countries.id, a.countryId))
      .innerJoin(schema.users, eq(schema.users.id, a.userId))
      .where(and(eq(a.id, id), eq(a.userId, userId)))
      .for('no key update', { of: schema.users });
    if (!chosen) throw notFound(ctx.locale);
    // The previous default goes first: the unique index allows one default at any moment. (The row read above
    // may predate a write this lock waited for, so its own flag is not trusted.)
    await tx
      .update(a)
      .set({ isDefault: false, updatedAt: ctx.now })
      .where(and(eq(a.userId, userId), eq(a.isDefault, true), ne(a.id, id)));
    // Gone when a delete this lock waited for took it: the unset above is rolled back with the 404.
    const [row] = await tx.update(a).set({ isDefault: true, updatedAt: ctx.now }).where(eq(a.id, id)).returning();
    if (!row) throw notFound(ctx.locale);
    return present(row, chosen.country);
  });
}
