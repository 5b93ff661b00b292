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

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The ISO weekday (1 = Monday … 7 = Sunday) and the wall-clock time (`HH:MM`) of `moment` in the shop's time zone. */
export function pragueClock(moment: Date): { weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; time: string } {
  const parts: Record<string, string> = {};
  for (const p of clock.formatToParts(moment)) parts[p.type] = p.value;
  return { weekday: (WEEKDAYS.indexOf(parts.weekday!) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7, time: `${parts.hour}:${parts.minute}` };
}
