/** The cookies of a `Cookie` request header by name (values as sent, not decoded): the back office's session here, the edge hooks (server) before React Router reads them. */
export function cookieValues(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    // The first of two same-named cookies wins: browsers send the one with the longest path first.
    if (name && !values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  return values;
}
