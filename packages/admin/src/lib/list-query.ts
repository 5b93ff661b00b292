import type { z } from 'zod';

/**
 * A list screen's URL as the API's own query schema takes it: every parameter that passes is kept, each one that
 * does not (an old link, a hand-edited address) is dropped and named, so the screen shows the rest and says what it
 * left out rather than failing. `raw` holds the URL's non-empty values by the schema's names.
 */
export function parseListQuery<S extends z.ZodType<object>>(schema: S, raw: Record<string, string>): { query: z.output<S>; dropped: string[] } {
  const values = { ...raw };
  const dropped: string[] = [];
  for (;;) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { query: parsed.data, dropped };
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter((name) => name in values);
    if (names.length === 0) return { query: schema.parse({}), dropped: Object.keys(values) };
    for (const name of names) {
      delete values[name];
      dropped.push(name);
    }
  }
}

/** The URL's trimmed, non-empty values of `names`. */
export function searchValues(search: URLSearchParams, names: readonly string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) raw[name] = value;
  }
  return raw;
}
