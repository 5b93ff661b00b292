/*
 * npm run bench:scale [-- --sizes 1000,10000,100000 --orders 1000000 --samples 40 --place 1000 --placers 16 --sold-out 0.3]
 *
 * How the shop's server-side costs grow with the catalogue, on a throwaway PostgreSQL: for each size it seeds a
 * database with the seed CLI (`--products N`, plus `--orders` past orders at the largest size and a sold-out
 * share so the in-stock filter matters), then, in this process through the API (Fastify inject, the shop's
 * change bus on, as the server runs it):
 *   - the category listing of the largest category and of a middle-sized leaf, every sort, with and without the
 *     in-stock filter, with the facets' counts (unfiltered, in stock, with facets chosen), a deep page, new and sale
 *     goods, best sellers: p50/p95 of serial requests and the number of SQL statements;
 *   - product detail over random products: p50/p95;
 *   - order placement: guest orders placed by concurrent placers (orders/s), and a contention round where more
 *     orders than pieces compete for a few limited-stock products, checked for zero oversell (no stock below 0,
 *     pieces sold = pieces ordered, every refusal a 409); through the checkout service, then through the API
 *     with the mail outbox running (mails sent during a round, and how long the rest took after it);
 *   - EXPLAIN (ANALYZE, BUFFERS) of the largest category's page statements, with facets too (saved beside the JSON).
 * Tables go to the terminal; everything to .tmp/bench-scale/<time>.json. Not a test: the machine is shared and
 * timings are noisy, nothing is asserted about them (oversell is).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '@konfety/config';
import { countQueries, openDatabase } from '@konfety/db';
import { buildApiServer, createJobRunner, startChangeBus } from '@konfety/api';
import { startThrowawayPostgres } from '@konfety/test-support/throwaway-postgres';
import { fixed, msSince, summarize, table, type Summary } from './stats';
import { placementRounds, type PlacementResult } from './placement';
import { benchStaffCookie } from './staff-session';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    orders: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '40' },
    place: { type: 'string', default: '1000' },
    placers: { type: 'string', default: '16' },
    'sold-out': { type: 'string', default: '0.3' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    'npm run bench:scale -- [--sizes 1000,10000,100000] [--orders 1000000 (at the largest size)] [--samples 40] [--place 1000] [--placers 16] [--sold-out 0.3]\n',
  );
  process.exit(0);
}
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
const orderCount = Number(values.orders);
const samples = Number(values.samples);
const placeCount = Number(values.place);
const placers = Number(values.placers);
const soldOut = Number(values['sold-out']);
if (sizes.some((s) => !Number.isInteger(s) || s < 100) || ![orderCount, samples, placeCount, placers].every((n) => Number.isInteger(n) && n >= 0)) {
  process.stderr.write('bad arguments (see --help)\n');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp/bench-scale');
const dataDir = path.join(outDir, 'data'); // the seed's media (cached between runs)
fs.mkdirSync(dataDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const SITE = 'http://bench.konfety.test';
const headers = { 'client-url': SITE };

interface CaseResult {
  name: string;
  statements: number;
  total: number | null;
  summary: Summary;
}

interface SizeResult {
  products: number;
  orders: number;
  seedSeconds: number;
  largest: { id: number; name: string; listed: number };
  middle: { id: number; name: string; listed: number };
  cases: CaseResult[];
  detail: Summary & { statements: number };
  placement: PlacementResult[];
  explain: Array<{ name: string; executionMs: number | null; plan: string }>;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** What shoppers type into the search (as the quality list in api/test/search.test.ts), and the beginnings of words the suggestions get while typing. */
const SEARCH_TEXTS = ['kostym', 'kostým piráta', 'balonky', 'carodejnice', 'paruka blond', 'svicky na dort', 'umela krev', 'foliovy balonek srdce', 'celenka', 'maska'];
const SUGGESTION_TEXTS = ['ko', 'kos', 'kost', 'kostym p', 'ba', 'bal', 'balon', 'car', 'carodej', 'pa', 'paruka b'];

const server = await startThrowawayPostgres();
const results: SizeResult[] = [];
try {
  for (const [i, size] of sizes.entries()) {
    const largestSize = i === sizes.length - 1;
    const orders = largestSize ? orderCount : 0;
    const name = `scale_${size}`;
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = server.url(name);
    log(`\n== ${size} products${orders ? `, ${orders} past orders` : ''}: seeding`);
    const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, SITE_URL_CZ: SITE, SITE_URL_SK: 'http://sk.bench.konfety.test', NODE_ENV: 'production' };
    const seedStart = process.hrtime.bigint();
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/seed.ts', '--products', String(size), '--orders', String(orders), '--sold-out', String(soldOut)],
      { cwd: root, env, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error(`seeding ${size} products failed (${seeded.status})`);
    const seedSeconds = msSince(seedStart) / 1000;
    results.push(await measure(size, orders, seedSeconds, url, env));
    printSize(results.at(-1)!);
    save();
  }
  printGrowth();
  save();
} finally {
  server.stop();
}

function save() {
  const file = path.join(outDir, `${stamp}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), args: values, results }, null, 2));
  log(`(saved ${path.relative(root, file)})`);
}

async function measure(size: number, orders: number, seedSeconds: number, url: string, env: Record<string, string | undefined>): Promise<SizeResult> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const config = loadConfig(env as Record<string, string>);
  const bus = await startChangeBus(database);
  const app = await buildApiServer({ db: database.db, config, now: () => new Date() });
  const db = database.db;
  // The server's jobs runner, for the order confirmations (mails as .eml files into DATA_DIR/outbox: no SMTP_URL;
  // no schedules); started before the API placement rounds. Its log: errors only.
  const quiet = () => undefined;
  const outbox = createJobRunner(
    { db, config, now: () => new Date() },
    { schedules: [], log: { info: quiet, warn: quiet, error: (obj: object, msg: string) => log(`jobs runner error: ${msg} ${JSON.stringify(obj)}`) } },
  );
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const q = async <T>(text: string, params: unknown[] = []) => (await raw.query(text, params)).rows as T[];
    // A freshly loaded database is autovacuumed for minutes, in the middle of the measurements (a search's p95 went
    // from 30 to 68 ms between two runs): vacuumed first, as a shop's database is in its steady state.
    log('vacuuming (what autovacuum would do after the load)');
    await q('vacuum (analyze)');
    const cats = await q<{ id: number; name: string; parent_id: number | null; listed: number }>(`
      select c.id, c.name, c.parent_id, count(cp.product_id)::int as listed
      from categories c join category_products cp on cp.category_id = c.id and cp.active
      group by c.id order by listed desc`);
    const largest = cats[0]!;
    const leaves = cats.filter((c) => c.parent_id !== null);
    const middle = leaves[Math.floor(leaves.length / 2)]!;
    const get = async (urlPath: string) => {
      const res = await app.inject({ method: 'GET', url: urlPath, headers });
      if (res.statusCode !== 200) throw new Error(`${urlPath}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    const timeCase = async (label: string, urlPath: string): Promise<CaseResult> => {
      for (let w = 0; w < 3; w++) await get(urlPath);
      const counted = await countQueries(db, () => get(urlPath));
      const times: number[] = [];
      for (let s = 0; s < samples; s++) {
        const start = process.hrtime.bigint();
        await get(urlPath);
        times.push(msSince(start));
      }
      const data = (counted.result.json() as { data: { total?: number } }).data;
      return { name: label, statements: counted.count, total: typeof data.total === 'number' ? data.total : null, summary: summarize(times) };
    };

    log(`measuring listings (largest category ${largest.name}: ${largest.listed} listed; middle leaf ${middle.name}: ${middle.listed})`);
    const cases: CaseResult[] = [];
    for (const [tag, cat] of [
      ['largest', largest],
      ['middle', middle],
    ] as const) {
      for (const sort of ['recommended', 'name', 'price_asc', 'price_desc']) {
        for (const inStock of [false, true]) {
          cases.push(await timeCase(`${tag} ${sort}${inStock ? ' in-stock' : ''}`, `/api/catalog/category/${cat.id}/products?sort=${sort}&in_stock=${inStock}`));
        }
      }
    }
    // Facets (issue 38: the facet counts of the largest category, p95 ≤ 50 ms): the listing with its facets' counts and
    // price range (one statement, catalog/facets.ts), unfiltered, in stock, and with a brand, two sizes and a colour
    // chosen (each facet counted with the others applied); the middle leaf unfiltered.
    const facetsPath = (cat: { id: number }, query = '') => `/api/catalog/category/${cat.id}/products?facets=true${query}`;
    const offered = ((await get(facetsPath(largest))).json() as { data: { facets: { brands: Array<{ slug: string }>; sizes: Array<{ value: string }>; colors: Array<{ value: string }> } } }).data.facets;
    const chosen = [
      ...offered.brands.slice(0, 1).map((b) => `&brand=${b.slug}`),
      ...offered.sizes.slice(0, 2).map((v) => `&size=${v.value}`),
      ...offered.colors.slice(0, 1).map((c) => `&color=${c.value}`),
    ].join('');
    cases.push(await timeCase('largest facets', facetsPath(largest)));
    cases.push(await timeCase('largest facets in-stock', facetsPath(largest, '&in_stock=true')));
    cases.push(await timeCase('largest facets, brand+sizes+colour', facetsPath(largest, chosen)));
    cases.push(await timeCase('largest facets, brand+sizes+colour by price', facetsPath(largest, `${chosen}&sort=price_asc`)));
    cases.push(await timeCase('middle facets', facetsPath(middle)));
    cases.push(await timeCase('largest recommended page 20', `/api/catalog/category/${largest.id}/products?page=20`));
    cases.push(await timeCase('largest price_asc page 20', `/api/catalog/category/${largest.id}/products?sort=price_asc&page=20`));
    for (const scope of ['new', 'sale']) {
      for (const sort of ['recommended', 'name', 'price_asc']) {
        cases.push(await timeCase(`${scope} ${sort}`, `/api/catalog/products/${scope}?sort=${sort}`));
      }
    }
    cases.push(await timeCase('new recommended in-stock', `/api/catalog/products/new?in_stock=true`));
    cases.push(await timeCase('best sellers', `/api/catalog/products/top`));

    // Search (issue: p95 ≤ 30 ms) and the header's suggestions (≤ 15 ms): every text of the list in turn, `samples`
    // rounds; the broadest texts and the typo (corrected: a second search) also alone.
    log('measuring search and suggestions');
    const timeMany = async (label: string, paths: string[]): Promise<CaseResult> => {
      for (const p of paths) await get(p);
      const counted = await countQueries(db, () => get(paths[0]!));
      const times: number[] = [];
      for (let s = 0; s < samples; s++) {
        for (const p of paths) {
          const start = process.hrtime.bigint();
          await get(p);
          times.push(msSince(start));
        }
      }
      return { name: label, statements: counted.count, total: null, summary: summarize(times) };
    };
    const searchPath = (text: string, extra = '') => `/api/search?q=${encodeURIComponent(text)}${extra}`;
    cases.push(await timeMany(`search, ${SEARCH_TEXTS.length} texts in turn`, SEARCH_TEXTS.map((text) => searchPath(text))));
    cases.push(await timeCase('search "kostym"', searchPath('kostym')));
    cases.push(await timeCase('search "kostym" by price', searchPath('kostym', '&sort=price_asc')));
    cases.push(await timeCase('search "balonky" in stock', searchPath('balonky', '&in_stock=true')));
    cases.push(await timeCase('search "paruka blod" (corrected)', searchPath('paruka blod')));
    cases.push(await timeMany(`suggestions, ${SUGGESTION_TEXTS.length} texts in turn`, SUGGESTION_TEXTS.map((text) => `/api/search/suggestions?q=${encodeURIComponent(text)}`)));

    // The back office's order list (issue 40: p95 ≤ 50 ms at a million orders), as a shop manager: every filter in
    // turn, and the search by number, e-mail and name; then an order's detail.
    if (orders > 0) {
      log('measuring the back office’s order list');
      const staffCookie = await benchStaffCookie(db);
      const adminGet = async (urlPath: string) => {
        const res = await app.inject({ method: 'GET', url: urlPath, headers: { cookie: staffCookie } });
        if (res.statusCode !== 200) throw new Error(`${urlPath}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return res;
      };
      const [sample] = await q<{ id: number; number: string; email: string; name: string; branch_id: number }>(
        `select id, number, email, concat_ws(' ', invoice_address->>'firstname', invoice_address->>'lastname') as name, (select id from branches where kind = 'store' order by id limit 1) as branch_id from orders order by hashint4(id) limit 1`,
      );
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const listPaths = [
        '/api/admin/orders',
        '/api/admin/orders?state=waiting_for_payment',
        `/api/admin/orders?state=paid,processing&from=${day(30)}&to=${day(0)}`,
        `/api/admin/orders?branch=${sample!.branch_id}&paid=no`,
        '/api/admin/orders?sort=total_desc',
        '/api/admin/orders?payment=card&delivery=courier&page=40',
        `/api/admin/orders?q=${sample!.number}`,
        `/api/admin/orders?q=${encodeURIComponent(sample!.email)}`,
        `/api/admin/orders?q=${encodeURIComponent(sample!.name)}`,
      ];
      const timeAdmin = async (label: string, paths: string[]): Promise<CaseResult> => {
        for (const p of paths) await adminGet(p);
        const counted = await countQueries(db, () => adminGet(paths[0]!));
        const times: number[] = [];
        for (let n = 0; n < samples; n++) {
          for (const p of paths) {
            const start = process.hrtime.bigint();
            await adminGet(p);
            times.push(msSince(start));
          }
        }
        const body = counted.result.json() as { total?: number };
        return { name: label, statements: counted.count, total: typeof body.total === 'number' ? body.total : null, summary: summarize(times) };
      };
      cases.push(await timeAdmin(`admin order list, ${listPaths.length} filters in turn`, listPaths));
      for (const p of listPaths) cases.push(await timeAdmin(`admin ${decodeURIComponent(p.replace('/api/admin/orders', 'orders'))}`, [p]));
      cases.push(await timeAdmin('admin order detail', [`/api/admin/orders/${sample!.id}`]));
    }

    log('measuring product detail');
    const ids = (await q<{ id: number }>(`select id from products where active order by hashint4(id) limit ${Math.max(samples, 10) + 3}`)).map((r) => r.id);
    for (const id of ids.slice(0, 3)) await get(`/api/catalog/product/${id}`);
    const detailCount = await countQueries(db, () => get(`/api/catalog/product/${ids[3]}`));
    const detailTimes: number[] = [];
    for (const id of ids.slice(3)) {
      const start = process.hrtime.bigint();
      await get(`/api/catalog/product/${id}`);
      detailTimes.push(msSince(start));
    }

    log('explaining the largest category');
    const explain: SizeResult['explain'] = [];
    for (const sort of ['recommended', 'name', 'price_asc', 'price_desc']) {
      for (const inStock of [false, true]) {
        const counted = await countQueries(db, () => get(`/api/catalog/category/${largest.id}/products?sort=${sort}&in_stock=${inStock}`));
        const page = counted.queries.find((x) => x.sql.includes('with ordinality'));
        if (!page) continue;
        const plan = (await q<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${page.sql}`, page.params)).map((r) => r['QUERY PLAN']).join('\n');
        const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
        explain.push({ name: `${sort}${inStock ? ' in-stock' : ''}`, executionMs: exec ? Number(exec[1]) : null, plan });
      }
    }
    for (const [name, query] of [
      ['facets', ''],
      ['facets, brand+sizes+colour', chosen],
    ] as const) {
      const counted = await countQueries(db, () => get(facetsPath(largest, query)));
      const statement = counted.queries.find((x) => x.sql.includes('with ordinality'));
      if (!statement) continue;
      const plan = (await q<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params)).map((r) => r['QUERY PLAN']).join('\n');
      const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
      explain.push({ name, executionMs: exec ? Number(exec[1]) : null, plan });
    }
    fs.writeFileSync(path.join(outDir, `${stamp}-explain-${size}.txt`), explain.map((e) => `-- ${e.name}\n${e.plan}\n`).join('\n'));

    log(`placing orders (${placeCount} with ${placers} placers, then a contention round)`);
    const placement = await placementRounds(app, db, raw, headers, { orders: placeCount, placers, outbox });

    return {
      products: size,
      orders,
      seedSeconds,
      largest: { id: largest.id, name: largest.name, listed: largest.listed },
      middle: { id: middle.id, name: middle.name, listed: middle.listed },
      cases,
      detail: { ...summarize(detailTimes), statements: detailCount.count },
      placement,
      explain,
    };
  } finally {
    await outbox.stop();
    await raw.end();
    await app.close();
    await bus.close();
    await database.close();
  }
}

function printSize(r: SizeResult) {
  log(`\n${r.products} products, ${r.orders} past orders (seeded in ${fixed(r.seedSeconds, 0)} s); largest category "${r.largest.name}" lists ${r.largest.listed}, middle leaf "${r.middle.name}" ${r.middle.listed}`);
  log(
    table(
      ['API GET (serial, ms)', 'p50', 'p95', 'max', 'SQL', 'total'],
      [
        ...r.cases.map((c) => [c.name, fixed(c.summary.p50, 2), fixed(c.summary.p95, 2), fixed(c.summary.max, 1), String(c.statements), c.total === null ? '' : String(c.total)]),
        ['product detail (random ids)', fixed(r.detail.p50, 2), fixed(r.detail.p95, 2), fixed(r.detail.max, 1), String(r.detail.statements), ''],
      ],
    ),
  );
  log(table(['EXPLAIN ANALYZE largest category page', 'execution ms'], r.explain.map((e) => [e.name, fixed(e.executionMs, 2)])));
  log(
    table(
      ['order placement', 'attempts', 'placed', '409', 'other', 'orders/s', 'p50 ms', 'p95 ms', 'oversell check', 'order mails (outbox)'],
      r.placement.map((p) => [
        p.name,
        String(p.attempts),
        String(p.placed),
        String(p.outOfStock),
        String(p.other),
        fixed(p.ordersPerSecond, 0),
        fixed(p.latency.p50, 1),
        fixed(p.latency.p95, 1),
        p.check,
        p.mails,
      ]),
    ),
  );
}

function printGrowth() {
  if (results.length < 2) return;
  const first = results[0]!;
  const last = results.at(-1)!;
  const rows = first.cases.map((c, i) => [
    c.name,
    ...results.map((r) => fixed(r.cases[i]?.summary.p95, 2)),
    fixed((last.cases[i]?.summary.p95 ?? NaN) / c.summary.p95, 1),
  ]);
  rows.push(['product detail (random ids)', ...results.map((r) => fixed(r.detail.p95, 2)), fixed(last.detail.p95 / first.detail.p95, 1)]);
  for (const [k, p] of first.placement.entries()) {
    rows.push([`placement ${p.name} (orders/s)`, ...results.map((r) => fixed(r.placement[k]?.ordersPerSecond, 0)), fixed((last.placement[k]?.ordersPerSecond ?? NaN) / p.ordersPerSecond, 2)]);
  }
  log('\nGrowth: p95 in ms per catalogue size');
  log(table(['case', ...results.map((r) => `${r.products}`), `×${last.products / first.products}`], rows));
}
