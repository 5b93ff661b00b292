/** The shop's time zone: its branches, banks and customers are in Czechia and Slovakia (one zone). */
export const SHOP_TIME_ZONE = 'Europe/Prague';

// One formatter for the process: making an Intl.DateTimeFormat costs far more than formatting with it.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of `moment` in the shop's time zone, as YYYY-MM-DD. */
export function pragueDate(moment: Date): string {
  const parts: Record<string, string> = {};
  for (const p of isoDay.formatToParts(moment)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
