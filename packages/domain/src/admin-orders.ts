/** The back office's order list (issue 40): page sizes, sorts, and how far it counts. */
export const ADMIN_ORDERS_DEFAULT_LIMIT = 25;
export const ADMIN_ORDERS_MAX_LIMIT = 100;
/** Counting every match of a broad filter over a million orders is the list's dearest part: it stops here ("1 000+": 40 pages of 25). */
export const ADMIN_ORDERS_TOTAL_LIMIT = 1000;
export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

/**
 * How long transfer orders have waited for their payment, in whole days (the dashboard's chart): a fresh order is
 * normal, a week-old one worth a reminder, one past the due date worth a call or a cancellation.
 */
export const waitingAgeBuckets = [
  { bucket: '0-2', fromDays: 0 },
  { bucket: '3-7', fromDays: 3 },
  { bucket: '8-14', fromDays: 8 },
  { bucket: '15+', fromDays: 15 },
] as const;
export type WaitingAgeBucket = (typeof waitingAgeBuckets)[number]['bucket'];

/** The bucket of an order that has waited `days` whole days. */
export function waitingAgeBucket(days: number): WaitingAgeBucket {
  let found: WaitingAgeBucket = waitingAgeBuckets[0].bucket;
  for (const b of waitingAgeBuckets) if (days >= b.fromDays) found = b.bucket;
  return found;
}
