import { formatCzkIn } from '@konfety/domain/format';
import { shopDateFormat } from '@konfety/domain/i18n/icu';

/**
 * The back office's formats, on the domain's formatters (the same text as the storefront and the invoices):
 * money is integer haléře of CZK, dates are shown in the shop's time zone (Europe/Prague) whatever the browser's.
 */

/** 123450 → "1 234,50 Kč" (no-break spaces, as Intl.NumberFormat('cs-CZ') writes them). */
export const formatMoney = (minor: number): string => formatCzkIn(minor);

const DATE_TIME = { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DATE = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;
const DAY_MONTH = { day: 'numeric', month: 'numeric' } as const;

function parts(iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return Object.fromEntries(shopDateFormat('cs-CZ', options).formatToParts(d).map((p) => [p.type, p.value]));
}

/** "29. 11. 2026 14:05" (Prague time). */
export function formatDateTime(iso: string): string {
  const p = parts(iso, DATE_TIME);
  return p ? `${Number(p.day)}. ${Number(p.month)}. ${p.year} ${p.hour}:${p.minute}` : iso;
}

/** "29. 11. 2026" (Prague time). */
export function formatDate(iso: string): string {
  const p = parts(iso, DATE);
  return p ? `${Number(p.day)}. ${Number(p.month)}. ${p.year}` : iso;
}

/** A calendar day `2026-11-29` (no time, no zone) as "29. 11." */
export function formatDayMonth(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (m) return `${Number(m[3])}. ${Number(m[2])}.`;
  const p = parts(day, DAY_MONTH);
  return p ? `${Number(p.day)}. ${Number(p.month)}.` : day;
}

/** A calendar day `2026-11-29` as "29. 11. 2026". */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${Number(m[3])}. ${Number(m[2])}. ${m[1]}` : formatDate(day);
}

const integer = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

/** 10000 → "10 000". */
export const formatCount = (n: number): string => integer.format(n);

/** A VAT rate in percent: 21 → "21 %", 12.5 → "12,5 %". */
export const formatRate = (rate: number): string => `${String(rate).replace('.', ',')}\u00a0%`;
