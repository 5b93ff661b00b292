/**
 * The class names of a table's column (admin.css): right-aligned figures (`num`) and values that must not wrap
 * (`nowrap`), by column id; the same for its header and its cells.
 */
export function columnClasses(numeric: readonly string[], nowrap: readonly string[]): (columnId: string) => string | undefined {
  const num = new Set(numeric);
  const keep = new Set(nowrap);
  return (id) => [num.has(id) ? 'num' : '', keep.has(id) ? 'nowrap' : ''].join(' ').trim() || undefined;
}
