import type { Db } from '@konfety/db';
import type { StaffRole } from '@konfety/domain/staff';
import type { SiteContext } from './sites';

/** Someone without an identity. A guest's cart is reached by its secret tempId, passed to the cart services as the cart id. */
export interface GuestActor {
  kind: 'guest';
}

/** A logged-in customer (Bearer token): carts and orders belong to the user, prices get the group discount. */
export interface CustomerActor {
  kind: 'customer';
  userId: number;
  email: string;
  /** The customer group's discount in basis points (10 % = 1000); 0 without a group. */
  groupDiscountBp: number;
}

/**
 * A member of staff (the back office's session, `admin.ts`): what they may do follows from the role
 * (domain/staff.ts), and branch staff act for their branch only.
 */
export interface StaffActor {
  kind: 'staff';
  staffId: number;
  email: string;
  role: StaffRole;
  branchId: number | null;
}

/**
 * The shop acting on what an outside system reported, recorded as who made a change: the card gateway's
 * notification, the bank's statement fetched by the scheduled Fio import.
 */
export interface SystemActor {
  kind: 'system';
  name: 'payment_gateway' | 'bank';
}

export type Actor = GuestActor | CustomerActor | StaffActor | SystemActor;

export const GUEST: GuestActor = { kind: 'guest' };

/** What a service needs that does not care who asks: the database (or a transaction), the site, its language and the moment. */
export interface SiteScope {
  db: Db;
  site: SiteContext;
  /** The language of messages in answers and errors: the site's locale. */
  locale: string;
  /** One moment for the whole request or job, so every row it writes carries the same time. */
  now: Date;
}

/**
 * Everything a service may know about one call, built once per request by the
 * HTTP layer (`request.shopContext()`), by a job, or by hand in a test.
 * Services take it as their first argument; none of them sees HTTP.
 */
export interface ShopContext extends SiteScope {
  actor: Actor;
}

/**
 * Runs `fn` in one database transaction with a copy of the context whose `db`
 * is the transaction, so every service it calls takes part in it.
 */
export function inTransaction<C extends { db: Db }, T>(ctx: C, fn: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx }));
}
