/** Opening hours per ISO weekday (1 = Monday … 7 = Sunday); null when closed. */
export type OpeningHours = Array<{ day: 1 | 2 | 3 | 4 | 5 | 6 | 7; open: string | null; close: string | null }>;

/** SPEC §9 footer default: Mon–Fri 10:30–18:30, Sat 11:00–18:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = [
  { day: 1, open: '10:30', close: '18:30' },
  { day: 2, open: '10:30', close: '18:30' },
  { day: 3, open: '10:30', close: '18:30' },
  { day: 4, open: '10:30', close: '18:30' },
  { day: 5, open: '10:30', close: '18:30' },
  { day: 6, open: '11:00', close: '18:00' },
  { day: 7, open: null, close: null },
];

export const BRANCH_COUNT = 13;

type Weekday = OpeningHours[number]['day'];

/**
 * Whether a store is open at a moment (its hours are Prague wall-clock times) and when that changes: open → until
 * when today; closed → the next opening, today or on a later weekday (null for a store with no hours at all).
 * Holidays and the footer's closure notice are told apart, as notices: the weekly hours are what this answers.
 */
export type OpeningState = { open: true; closes: string } | { open: false; opens: { day: Weekday; time: string; today: boolean } | null };

export function openingState(hours: OpeningHours, now: { weekday: Weekday; time: string }): OpeningState {
  const on = (day: Weekday) => hours.find((h) => h.day === day);
  const today = on(now.weekday);
  if (today?.open && today.close && today.open <= now.time && now.time < today.close) return { open: true, closes: today.close };
  if (today?.open && now.time < today.open) return { open: false, opens: { day: now.weekday, time: today.open, today: true } };
  for (let step = 1; step <= 7; step++) {
    const day = (((now.weekday - 1 + step) % 7) + 1) as Weekday;
    const next = on(day);
    if (next?.open) return { open: false, opens: { day, time: next.open, today: false } };
  }
  return { open: false, opens: null };
}
