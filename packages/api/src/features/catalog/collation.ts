import { type SQL, sql } from 'drizzle-orm';

/**
 * Name sorting "A–Z" with Czech (or Slovak) alphabetical order, on any
 * PostgreSQL — including PGlite, which ships no ICU `cs-x-icu` collation.
 *
 * Instead of a locale collation we sort by a normalized key under
 * `COLLATE "C"` (plain code-point order, identical everywhere):
 *
 * 1. Spaces, punctuation and symbols become control characters (0x01…)
 *    in the order the Unicode collation gives them (space < _ - – , ; : ! ?
 *    . quotes brackets … + < = > | ~ $), all below digits and letters, as
 *    in `Intl.Collator('cs')`; typographic quotes „“ equal ", ’ equals '.
 * 2. The letters that are separate letters of the alphabet (Czech č ř š ž,
 *    Slovak also ä ô) become the base letter followed by `~` (0x7E, above
 *    every ASCII letter and digit), so "čaj" sorts after every "c…" word and
 *    before "d…": `č` → `c~`.
 * 3. `unaccent()` (the extension the migrations create) strips the remaining
 *    accents, which Czech treats as equal at the primary level (á = a, ě = e,
 *    ů = u …), then `lower()` folds case.
 * 4. The digraph `ch` becomes `h~`, so it sorts after every "h…" word and
 *    before "i" (ČSN 97 6030).
 *
 * Ties (same key, e.g. "Dárek" / "darek") fall back to the lower-cased name
 * in code-point order (unaccented before accented), then to the id, so the
 * order is total and paging is stable. This matches `Intl.Collator('cs')` at
 * the primary level for letters, digits, spaces and the punctuation below
 * (the API tests compare the listing order with it).
 *
 * The key is an expression, so it is computed for the candidate rows of a
 * listing (a category subtree), not read from an index; see listing.ts.
 */
const rules: Record<string, { upper: string; lower: string; letters: string[]; digraphCh: boolean }> = {
  cs: { upper: 'ČŘŠŽ', lower: 'čřšž', letters: ['č', 'ř', 'š', 'ž'], digraphCh: true },
  sk: { upper: 'ÄČÔŘŠŽ', lower: 'äčôřšž', letters: ['ä', 'č', 'ô', 'ř', 'š', 'ž'], digraphCh: true },
};

/**
 * Punctuation and symbols in collation order; characters of one group are
 * equal (generated with `Intl.Collator('cs', { sensitivity: 'base' })`).
 */
const PUNCTUATION_GROUPS = [
  ' \u00a0', '_', '-', '\u2013', '\u2014', ',', ';', ':', '!', '?', '.', '\u2026', '\u00b7', "'\u201a\u2018\u2019", '"\u201e\u201c\u201d',
  '\u00ab', '\u00bb', '(', ')', '[', ']', '{', '}', '\u00a7', '@', '*', '/', '\\', '&', '#', '%', '`', '^', '\u00b0', '+', '\u00d7',
  '<', '=', '>', '|', '~', '$', '\u20ac',
];

const punctuationFrom = PUNCTUATION_GROUPS.join('');
const punctuationTo = PUNCTUATION_GROUPS.map((group, i) => String.fromCharCode(1 + i).repeat([...group].length)).join('');

/** Folds a letter to its unaccented base (č → c, ä → a) for the `~` marker. */
function baseLetter(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '');
}

/** SQL string literal of a constant (only ever called with the constants above). */
function literal(value: string): SQL {
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}

/** The sort key expression of a text expression for the given locale (see above). */
export function nameSortKey(name: SQL, locale: string): SQL {
  const rule = rules[locale];
  if (!rule) return sql`lower(unaccent(translate(${name}, ${punctuationFrom}::text, ${punctuationTo}::text))) collate "C"`;
  // Bound parameters, not literals: the mapping contains control characters, a quote and a backslash.
  let expr: SQL = sql`translate(${name}, ${punctuationFrom + rule.upper}::text, ${punctuationTo + rule.lower}::text)`;
  for (const letter of rule.letters) {
    expr = sql`replace(${expr}, ${literal(letter)}, ${literal(`${baseLetter(letter)}~`)})`;
  }
  expr = sql`lower(unaccent(${expr}))`;
  if (rule.digraphCh) expr = sql`replace(${expr}, 'ch', 'h~')`;
  return sql`(${expr}) collate "C"`;
}

