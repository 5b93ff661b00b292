/** The back office's order list (issue 40): page sizes, sorts, and how far it counts. */
export const ADMIN_ORDERS_DEFAULT_LIMIT = 25;
export const ADMIN_ORDERS_MAX_LIMIT = 100;
/** Counting every match of a broad filter over a million orders is the list's dearest part: it stops here ("1 000+": 40 pages of 25). */
export const ADMIN_ORDERS_TOTAL_LIMIT = 1000;
export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];
