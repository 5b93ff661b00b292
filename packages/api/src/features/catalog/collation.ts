import { type SQL, sql } from 'drizzle-orm';

/**
 * Name sorting "A–Z" in Czech (or Slovak) alphabetical order on any
 * PostgreSQL — including PGlite, which has no ICU `cs-x-icu` collation, and
 * servers whose libc lacks cs_CZ.
 *
 * Instead of a locale collation we sort by a normalized key under
 * `COLLATE "C"` (plain code-point order, the same on every server):
 *
 * 1. The letters that are letters of their own in the alphabet (Czech
 *    č ř š ž, Slovak also ä ô), in either case, become the base letter
 *    followed by `~` (0x7E, above every ASCII letter and digit): "čaj" sorts
 *    after every "c…" word and before "d…".
 * 2. `unaccent()` (the extension the migrations create) strips the remaining
 *    accents, which Czech treats as equal at the primary level (á = a,
 *    ě = e, ů = u …); it also turns typographic punctuation into ASCII
 *    („ → ,,  “ → "  – → -  ’ → '  × → *), so punctuation sorts before digits
 *    and letters as in the Unicode collation. `lower()` then folds case.
 * 3. The digraph `ch` becomes `h~`: after every "h…" word, before "i".
 *
 * Ties (the same key, e.g. "Dárek" / "darek") fall back to the lower-cased
 * name in code-point order (unaccented before accented), then to the id, so
 * the order is total and paging is stable. This agrees with
 * `Intl.Collator('cs')` at the primary level for letters, digits and spaces,
 * and for punctuation against letters and digits; two different punctuation
 * marks at the same position compare in ASCII order (e.g. `,` before `-`),
 * where the Unicode collation puts `-` first.
 *
 * Only replace()/unaccent()/lower() are used: translate() with a long
 * character list costs ~6 µs per row in PostgreSQL, ten times this key.
 * The key is computed for the rows a listing matches (≈80 ms for 50 000
 * names); an expression index could serve it only with an IMMUTABLE wrapper
 * around unaccent (see the report in listing.ts).
 */
const separateLetters: Record<string, string[]> = {
  cs: ['č', 'ř', 'š', 'ž'],
  sk: ['ä', 'č', 'ô', 'ř', 'š', 'ž'],
};

/** Folds a letter to its unaccented base (č → c, ä → a) for the `~` marker. */
function baseLetter(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '');
}

/** SQL string literal of one of the constant letters above. */
function literal(value: string): SQL {
  if (!/^[\p{L}~]+$/u.test(value)) throw new Error(`Unexpected collation literal ${value}`);
  return sql.raw(`'${value}'`);
}

/** The sort key expression of a text expression for the given locale (see above). */
export function nameSortKey(name: SQL, locale: string): SQL {
  const letters = separateLetters[locale];
  if (!letters) return sql`lower(unaccent(${name})) collate "C"`;
  let expr: SQL = name;
  for (const letter of letters) {
    const marked = literal(`${baseLetter(letter)}~`);
    expr = sql`replace(replace(${expr}, ${literal(letter)}, ${marked}), ${literal(letter.toUpperCase())}, ${marked})`;
  }
  return sql`replace(lower(unaccent(${expr})), 'ch', 'h~') collate "C"`;
}
