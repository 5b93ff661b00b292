// Shared by the content modules: company details, slugs, dates relative to `now`, branch addresses and HTML snippets.
import { branches as branchesTable } from '../../schema/index';

const DAY = 86_400_000;

export type BranchRow = typeof branchesTable.$inferSelect;
export type CategoryRow = { id: number; slug: string; name: string; translations: Partial<Record<string, Partial<{ name: string; slug: string }>>> };

export const COMPANY = {
  name: 'Konfety s.r.o.',
  street: 'Táboritská 1000/23',
  city: 'Praha 3',
  zip: '130 00',
  ico: '27082440',
  dic: 'CZ27082440',
  register: 'Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 123456.',
  registerSk: 'Spoločnosť je zapísaná v obchodnom registri vedenom Mestským súdom v Prahe, oddiel C, vložka 123456.',
} as const;

export const SOCIAL = {
  facebook: 'https://www.facebook.com/konfety.cz',
  instagram: 'https://www.instagram.com/konfety.cz',
  youtube: 'https://www.youtube.com/@konfetycz',
  tiktok: 'https://www.tiktok.com/@konfety.cz',
} as const;

export { slugify } from '@konfety/domain/slug';

export const czDate = (d: Date) => `${d.getUTCDate()}. ${d.getUTCMonth() + 1}. ${d.getUTCFullYear()}`;
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const branchAddress = (b: BranchRow) => `${b.street}, ${b.zip} ${b.city}`;

/** A day relative to `now` at a given UTC hour (Prague is UTC+1 in winter, +2 in summer). */
export function dayAt(now: Date, days: number, utcHour: number, minute = 0): Date {
  const d = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), utcHour, minute));
}

export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('\n');
export const ul = (...items: string[]) => `<ul>\n${items.map((t) => `  <li>${t}</li>`).join('\n')}\n</ul>`;
export const ol = (...items: string[]) => `<ol>\n${items.map((t) => `  <li>${t}</li>`).join('\n')}\n</ol>`;
export const h2 = (t: string) => `<h2>${t}</h2>`;
export const h3 = (t: string) => `<h3>${t}</h3>`;
