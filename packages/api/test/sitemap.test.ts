import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '@konfety/db';
import type { FileStore } from '@konfety/storage';
import { generateSitemaps, sitemapFolder, sitemapIndexKey } from '../src/features/sitemap/generate';
import { disallowedParams, disallowedPaths, robotsTxt } from '../src/features/sitemap/robots';
import { createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES } from './support/constants';
import { all, parseXml, readStored, scratchStore, text, type XmlElement } from './support/xml';

/*
 * The sitemaps (features/sitemap, ARCHITECTURE "Feeds and sitemap") over the demo shop, on both databases: the index
 * and its children per site, the split at a URL limit and a byte limit injected small (the protocol's are 50 000 URLs and
 * 50 MB: 100 000 products make two product files), absolute URLs of the site's host, lastmod, only public pages, and
 * robots.txt.
 */

let t: TestApp;
let scratch: ReturnType<typeof scratchStore>;
let files: FileStore;

beforeAll(async () => {
  t = await createTestApp();
  scratch = scratchStore('sitemap');
  files = scratch.files;
});
afterAll(async () => {
  await t?.close();
  scratch?.remove();
});

const read = (key: string) => readStored(files, key);

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The index of a site and its children, parsed: child URL → its `<url>` elements. */
async function sitemapOf(site: 'cz' | 'sk') {
  const index = parseXml(await read(sitemapIndexKey(site)));
  expect(index.name).toBe('sitemapindex');
  expect(index.uri).toBe(NS);
  const children = new Map<string, XmlElement[]>();
  for (const entry of all(index, 'sitemap')) {
    const loc = text(entry, 'loc')!;
    const name = loc.slice(loc.lastIndexOf('/') + 1);
    const child = parseXml(await read(`${sitemapFolder(site)}${name}`));
    expect(child.name).toBe('urlset');
    expect(child.uri).toBe(NS);
    children.set(loc, all(child, 'url'));
  }
  return { index, children };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await t.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** Google's reading of robots.txt rules (prefix, `*` any run, `$` end): whether `rule` matches `pathAndQuery`. */
function robotsMatch(rule: string, pathAndQuery: string): boolean {
  const pattern = rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\\\$$/, '$');
  return new RegExp(`^${pattern}`).test(pathAndQuery);
}

describe('the sitemaps', () => {
  it('split each section at the URL limit: a sitemap index naming every child, each child within the limit', async () => {
    const report = await generateSitemaps(t.db, files, TEST_NOW, { urlLimit: 3 });
    const { index, children } = await sitemapOf('cz');
    const products = await count(sql`select count(*)::int as n from products where active`);
    const productFiles = [...children.keys()].filter((loc) => /\/sitemaps\/products-\d+\.xml$/.test(loc));
    expect(productFiles.length).toBe(Math.ceil(products / 3));
    expect(productFiles).toEqual(productFiles.map((_, i) => `${TEST_SITES.cz.url}/sitemaps/products-${i + 1}.xml`));
    for (const urls of children.values()) {
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
    }
    expect(productFiles.reduce((sum, loc) => sum + children.get(loc)!.length, 0)).toBe(products);
    // Every section is there, and the index's lastmod is its child's newest.
    for (const section of ['pages', 'categories', 'brands', 'products', 'blog', 'stores']) expect([...children.keys()].some((loc) => loc.includes(`/sitemaps/${section}-1.xml`)), section).toBe(true);
    for (const entry of all(index, 'sitemap')) {
      const urls = children.get(text(entry, 'loc')!)!;
      const dates = urls.map((u) => text(u, 'lastmod')).filter((d): d is string => d !== undefined);
      expect(text(entry, 'lastmod')).toBe(dates.length ? dates.sort().at(-1) : undefined);
    }
    expect(report.sites.map((s) => s.site).sort()).toEqual(['cz', 'sk']);
  });

  it('lists absolute URLs of the site’s own host, with lastmod from the records’ dates, and no page of one visitor or of search', async () => {
    await generateSitemaps(t.db, files, TEST_NOW);
    for (const [site, prefix] of [['cz', `${TEST_SITES.cz.url}/`], ['sk', `${TEST_SITES.sk.url}/sk`]] as const) {
      const { children } = await sitemapOf(site);
      const locs: string[] = [];
      for (const [child, urls] of children) {
        for (const url of urls) {
          const loc = text(url, 'loc')!;
          locs.push(loc);
          expect(loc.startsWith(prefix), loc).toBe(true);
          const lastmod = text(url, 'lastmod');
          if (lastmod !== undefined) expect(lastmod).toMatch(W3C);
          if (child.includes('/products-') || child.includes('/blog-')) expect(lastmod, loc).toBeDefined();
        }
      }
      expect(new Set(locs).size).toBe(locs.length);
      const paths = locs.map((l) => new URL(l).pathname);
      for (const p of paths) {
        for (const rule of disallowedPaths()) expect(robotsMatch(rule, p), `${p} is disallowed by ${rule}`).toBe(false);
        expect(p).not.toMatch(/\/(ucet|kosik|hledani|hladanie|shrnuti|zhrnutie|account|cart|search|admin|api|_)(\/|$)/);
      }
    }
  });

  it('gives a product its last change as lastmod, and a category its newest product’s', async () => {
    await generateSitemaps(t.db, files, TEST_NOW);
    const [p] = ((await t.db.execute(sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod from products where active order by id limit 1`)) as unknown as {
      rows: Array<{ id: number; lastmod: string }>;
    }).rows;
    const { children } = await sitemapOf('cz');
    const productUrl = [...children.values()].flat().find((u) => new RegExp(`/${p!.id}/[^/]+/[^/]+$`).test(text(u, 'loc')!));
    expect(text(productUrl!, 'lastmod')).toBe(p!.lastmod);
    const [c] = ((await t.db.execute(sql`select cp.category_id as id, to_char(max(p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
      from category_products cp join products p on p.id = cp.product_id where cp.active group by cp.category_id order by cp.category_id limit 1`)) as unknown as {
      rows: Array<{ id: number; lastmod: string }>;
    }).rows;
    const categoryUrl = [...children.values()].flat().find((u) => new RegExp(`^${TEST_SITES.cz.url}/${c!.id}/[^/]+$`).test(text(u, 'loc')!));
    expect(text(categoryUrl!, 'lastmod')).toBe(c!.lastmod);
  });

  it('splits at the byte limit too, each file within it', async () => {
    await generateSitemaps(t.db, files, TEST_NOW, { byteLimit: 4000 });
    const { children } = await sitemapOf('cz');
    expect([...children.keys()].filter((loc) => loc.includes('/products-')).length).toBeGreaterThan(1);
    for (const loc of children.keys()) {
      const key = `${sitemapFolder('cz')}${loc.slice(loc.lastIndexOf('/') + 1)}`;
      expect((await files.head(key))!.size).toBeLessThanOrEqual(4000);
    }
  });

  it('forgets the children an earlier, larger run left', async () => {
    await generateSitemaps(t.db, files, TEST_NOW, { urlLimit: 3 });
    expect(await files.head(`${sitemapFolder('cz')}products-50.xml`)).not.toBeNull();
    await generateSitemaps(t.db, files, TEST_NOW);
    expect(await files.head(`${sitemapFolder('cz')}products-50.xml`)).toBeNull();
    expect(await files.head(`${sitemapFolder('cz')}products-50.xml.gz`)).toBeNull();
    const left: string[] = [];
    for await (const f of files.list(sitemapFolder('cz'))) left.push(f.key.slice(sitemapFolder('cz').length));
    expect(left).toContain('products-1.xml');
    expect(left).not.toContain('products-2.xml');
  });

  it('reads the products a page per statement', async () => {
    const products = await count(sql`select count(*)::int as n from products where active`);
    const counted = await countQueries(t.db, () => generateSitemaps(t.db, files, TEST_NOW, { batchSize: 100 }));
    const pages = counted.statements.filter((s) => s.includes('from products p left join categories c'));
    expect(pages.length).toBe(Math.floor(products / 100) + 1);
  });
});

describe('robots.txt', () => {
  it('lets robots read the shop, keeps them out of the private areas and the listings’ reorderings, and names the sitemap index', () => {
    const robots = robotsTxt({ siteUrl: `${TEST_SITES.cz.url}/`, indexable: true });
    const lines = robots.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['/ucet', '/kosik', '/admin', '/api/', '/_/', '/hledani', '/sk/kosik', '/en/cart', '/*?sort=', '/*&znacka=']) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${TEST_SITES.cz.url}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
    for (const p of ['/', '/12/kostymy', '/12/kostymy?strana=2', '/252/detske-kostymy/kostym-pirat', '/blog/3/jak-na-party', '/prodejny/4', '/obchodni-podminky']) {
      expect([...disallowedPaths(), ...disallowedParams()].some((rule) => robotsMatch(rule, p)), p).toBe(false);
    }
    for (const p of ['/ucet/objednavka/1', '/kosik', '/sk/kosik', '/12/kostymy?sort=price_asc', '/12/kostymy?strana=2&barva=cervena', '/hledani?q=pirat', '/_/cart', '/api/settings', '/admin/objednavky']) {
      expect([...disallowedPaths(), ...disallowedParams()].some((rule) => robotsMatch(rule, p)), p).toBe(true);
    }
  });

  it('keeps a shop that is not the production one out of every index', () => {
    const robots = robotsTxt({ siteUrl: TEST_SITES.sk.url, indexable: false });
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /', `Sitemap: ${TEST_SITES.sk.url}/sitemap.xml`]));
  });
});
