import { type SQL, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@konfety/domain/calendar';

/**
 * The first moment of a shop calendar day (`2026-11-29`, Prague), plus `plus` days, as a timestamptz: a filter
 * `from` day starts at `shopDayStart(from)`, a `to` day (inclusive) ends before `shopDayStart(to, 1)`.
 */
export const shopDayStart = (day: string, plus = 0): SQL => sql`((${day}::date + ${plus}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;
