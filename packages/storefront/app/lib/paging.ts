/** The link of a list page: the first page is the bare path, so each page has one URL. */
export function pageHref(pathname: string, page: number, parameter = 'strana'): string {
  return page <= 1 ? pathname : `${pathname}?${new URLSearchParams({ [parameter]: String(page) })}`;
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one; `null` marks
 * a gap. A long history stays a short row of links.
 */
export function pageWindow(page: number, pages: number, around = 2): Array<number | null> {
  const out: Array<number | null> = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}
