import { describe, expect, it } from 'vitest';
import { baseUrl } from './support';

/**
 * Issue 39's crawl: from the home page, every internal link of every page reached (header, footer, menus, content,
 * the language switcher) is followed and must answer — never 404 or 5xx. Pages of one shape (`/:id/:slug` products,
 * `/blog/:id/:slug` articles …) are all fetched, but the links of only the first few of each shape are followed:
 * two product pages link as every product page does. Redirects are followed to their targets.
 */
const FOLLOWED_PER_SHAPE = 3;

const shapeOf = (path: string) =>
  path
    .split('?')[0]!
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))
    .slice(0, 3)
    .join('/');

/** The internal links of a page: its `<a href>`s that name a path of the shop (not its files, actions or other sites). */
function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"#]*)/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//') || /^\/(_\/|images\/|documents\/|media\/|assets\/|api\/)/.test(href)) continue;
    links.push(href);
  }
  return links;
}

describe('crawl from the home page', () => {
  it('finds no internal link that answers 404 or 5xx', { timeout: 600_000 }, async () => {
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    const followed = new Map<string, number>();
    const queue = ['/'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers: { 'accept-language': 'cs' } });
      status.set(path, res.status);
      const enqueue = (target: string) => {
        if (!status.has(target) && !linkedFrom.has(target)) {
          linkedFrom.set(target, path);
          queue.push(target);
        }
      };
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.get('location');
        if (location?.startsWith('/')) enqueue(location);
        continue;
      }
      if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
        await res.body?.cancel();
        continue;
      }
      const shape = shapeOf(path);
      const seen = followed.get(shape) ?? 0;
      followed.set(shape, seen + 1);
      const html = await res.text();
      if (seen >= FOLLOWED_PER_SHAPE) continue;
      for (const link of linksOf(html)) enqueue(link);
    }
    const broken = [...status].filter(([, code]) => code === 404 || code >= 500).map(([path, code]) => `${code} ${path} (linked from ${linkedFrom.get(path)})`);
    expect(broken).toEqual([]);
    // The crawl reached the content half of the shop, not only the catalogue.
    for (const path of ['/blog', '/prodejny', '/kontakty', '/dokumenty', '/kariera', '/eventy', '/info/o-nas', '/obchodni-podminky']) expect(status.get(path), path).toBe(200);
    expect(status.size).toBeGreaterThan(100);
  });
});
