import { type SQL, sql } from 'drizzle-orm';

/**
 * Name sorting "A–Z" with Czech (or Slovak) alphabetical order, on any
 * PostgreSQL — including PGlite, which ships no ICU `cs-x-icu` collation.
 *
 * Instead of a locale collation we sort by a normalized key under
 * `COLLATE "C"` (plain code-point order, identical everywhere):
 *
 * 1. The letters that are separate letters of the alphabet (Czech č ř š ž,
 *    Slovak also ä ô) become the base letter followed by `~` (0x7E, above
 *    every ASCII letter and digit), so "čaj" sorts after every "c…" word and
 *    before "d…": `č` → `c~`.
 * 2. `unaccent()` (the extension the migrations create) strips the remaining
 *    accents, which Czech treats as equal at the primary level (á = a, ě = e,
 *    ů = u …), then `lower()` folds case.
 * 3. The digraph `ch` becomes `h~`, so it sorts after every "h…" word and
 *    before "i" (ČSN 97 6030).
 *
 * Ties (same key, e.g. "Dárek" / "darek") fall back to the lower-cased name
 * in code-point order (unaccented before accented), then to the id, so the
 * order is total and paging is stable. This matches `Intl.Collator('cs')` at
 * the primary level for letters, digits, spaces and common punctuation.
 *
 * The key is an expression, so it is computed for the candidate rows of a
 * listing (a category subtree), not read from an index; see listing.ts.
 */
const rules: Record<string, { upper: string; lower: string; letters: string[]; digraphCh: boolean }> = {
  cs: { upper: 'ČŘŠŽ', lower: 'čřšž', letters: ['č', 'ř', 'š', 'ž'], digraphCh: true },
  sk: { upper: 'ÄČÔŘŠŽ', lower: 'äčôřšž', letters: ['ä', 'č', 'ô', 'ř', 'š', 'ž'], digraphCh: true },
};

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
  if (!rule) return sql`lower(unaccent(${name})) collate "C"`;
  let expr: SQL = sql`translate(${name}, ${literal(rule.upper)}, ${literal(rule.lower)})`;
  for (const letter of rule.letters) {
    expr = sql`replace(${expr}, ${literal(letter)}, ${literal(`${baseLetter(letter)}~`)})`;
  }
  expr = sql`lower(unaccent(${expr}))`;
  if (rule.digraphCh) expr = sql`replace(${expr}, 'ch', 'h~')`;
  return sql`(${expr}) collate "C"`;
}

