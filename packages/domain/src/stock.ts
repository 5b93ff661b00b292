/**
 * Stock in the back office (issue 40): the list of variants with their pieces per location (the 13 stores and the
 * warehouse), and what staff do to it — receive goods, correct a count, move pieces between locations.
 */

/**
 * "Docházející zboží": a variant is running low when it has at most this many pieces — in total across every
 * location, or at the location the list is filtered by (a location counts only the variants it carries, i.e. has a
 * stock row for). Three pieces: less than a family's party set of one motif, so the variant is due for reordering
 * (or for a transfer from the warehouse) before the next customer asks. The low-stock list shows the variants the
 * shop sells (an active variant of an active product), sold-out ones included (0 ≤ 3).
 */
export const LOW_STOCK_THRESHOLD = 3;

/** Whether `pieces` (a variant's total, or its pieces at one location) is running low. */
export const isLowStock = (pieces: number): boolean => pieces <= LOW_STOCK_THRESHOLD;

/** The list's page sizes. */
export const ADMIN_STOCK_DEFAULT_LIMIT = 25;
export const ADMIN_STOCK_MAX_LIMIT = 100;
/** The list counts its matches up to here ("1 000+"): counting every variant of a broad filter would read them all. */
export const ADMIN_STOCK_TOTAL_LIMIT = 1000;

/** The variant's movements shown at once (newest first; older ones a page further). */
export const STOCK_MOVEMENTS_PAGE = 50;

/** Lines of one receipt or transfer (a delivery note's worth). */
export const STOCK_MAX_LINES = 200;
/** The most pieces one line (or a counted stock) may name: a typo of 10⁹ is refused, not stored. */
export const STOCK_MAX_QUANTITY = 100_000;
