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
