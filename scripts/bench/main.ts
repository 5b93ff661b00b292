// `npm run bench`: throughput and latency of the shop's main pages next to a bare Fastify hello-world, on this
// machine in one run (README "Performance measurements").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { progressBar } from '../../packages/db/src/cli/progress';
import { dropAutocannonBodies } from './autocannon-bodies';
import { runCleanly } from './cleanup';
import { FRESH, withFreshValue } from './fresh';
import { startHelloWorld } from './hello';
import { type EachRequest, type PacedResult, pacedRun } from './paced';
import { repoRoot, resultPath, runInfo } from './run-info';
import { buildStorefront, type DatabaseKind, startMeasuredShop } from './shop';
import { fixed, formatTable } from './table';
import { type CartLine, findPages, guestCarts, loggedInCookie, productPaths, routeManifestUrl } from './visitor';

const USAGE = `npm run bench [-- options]

  --postgres          also measure the shop on a throwaway PostgreSQL (after the embedded PGlite)
  --databases <a,b>   which databases, in this order: pglite, postgres (default pglite; --postgres = pglite,postgres),
                      e.g. --databases postgres --products 100000 for the scale the issue names for PostgreSQL
  --duration <s>      seconds of each measurement (default 10)
  --warmup <s>        seconds of unmeasured load before each case (default 3)
  --connections <n>   concurrent connections (default 32)
  --quick             a smoke run: 3 s measurements, 1 s warm-up
  --shop-dir <path>   measure the checkout at <path> (its dependencies installed) instead of this one
  --label <name>      name of the result file (default: the checkout's directory name)
  --only <a,b,…>      only the cases whose names contain one of these (the hello-world always; e.g. "distinct,cart")
  --products <n>      seed this many products instead of the demo's (default 3000: enough for the distinct
                      products to need no product twice within the caches' 10 s)

Prints a table per database and writes the figures to .tmp/bench/<time>-<label>.json.`;

/** The issue's latency target: p99 at half the measured maximum rate. */
const TARGET_P99_MS = 50;

/**
 * What a current browser sends with a page it opens (a typed address or a link from elsewhere) that can change the
 * answer: it wants HTML, compressed, and it sends Fetch Metadata (the shop may treat such browsers differently, e.g.
 * without a CSRF token in the page).
 */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
};

/** What a current browser sends with a script's request to the shop's own origin (a React Router fetcher's). */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

interface Case {
  name: string;
  /** May hold `FRESH`. */
  url: string;
  headers: Record<string, string>;
  /** An answer the page cache keeps: its render is also measured, past the cache (a query parameter of its own per request). */
  cached?: boolean;
  /** CPU time used so far by the process that answers (MeasuredShop.cpuMs), for the serial runs' CPU per request. */
  cpuMs?: () => number | null;
  /** Each request's own method, path and body (a product of its own, a cart line change): `url` gives only the origin. */
  each?: () => EachRequest;
}

interface CaseResult {
  name: string;
  url: string;
  max: {
    requestsPerSec: number;
    completed: number;
    p50: number | null;
    p99: number | null;
    bytesPerRequest: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** The answering process's CPU time per answer over the run (thousands of answers: precise where a serial run's 200 are not). */
    cpuMsPerRequest: number | null;
  };
  /** A lone request's latency on the idle server, before the warm-up (the best of three). */
  idleMs: number;
  /** Issue 10 target 4's "warm, serial": the median of requests one after another once the server is warm. */
  warm: SerialResult;
  /** The same for an answer the cache keeps, each request missing it: what rendering the page costs (`warm` for a `FRESH` case). */
  rendered: SerialResult | null;
  /**
   * The same asking for the answer uncompressed (`Accept-Encoding: identity`): the render without the ≈ 0.5–1 ms of
   * compressing a page (a worker thread's, in the latency all the same), as the issue's "before" figures were taken.
   */
  renderedPlain: SerialResult | null;
  halfRate: PacedResult;
}

interface SerialResult {
  requests: number;
  p50: number;
  p90: number;
  /** The answering process's CPU time per request over the run (all its threads); null where it cannot be read. */
  cpuMsPerRequest: number | null;
}

const SERIAL_REQUESTS = 200;

function options() {
  const { values } = parseArgs({
    options: {
      postgres: { type: 'boolean', default: false },
      databases: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string', default: '32' },
      quick: { type: 'boolean', default: false },
      'shop-dir': { type: 'string', default: repoRoot },
      label: { type: 'string' },
      products: { type: 'string', default: '3000' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number, not ${value}`);
    return n;
  };
  const shopDir = path.resolve(values['shop-dir']);
  return {
    databases: databasesOf(values.databases ?? (values.postgres ? 'pglite,postgres' : 'pglite')),
    durationSec: positive('duration', values.duration ?? (values.quick ? '3' : '10')),
    warmupSec: positive('warmup', values.warmup ?? (values.quick ? '1' : '3')),
    connections: positive('connections', values.connections),
    shopDir,
    label: values.label ?? path.basename(shopDir),
    products: positive('products', values.products),
    only: values.only?.split(',').map((part) => part.trim()).filter(Boolean) ?? null,
  };
}

function databasesOf(list: string): DatabaseKind[] {
  const kinds = list.split(',').map((part) => part.trim());
  if (kinds.length === 0 || kinds.some((kind) => kind !== 'pglite' && kind !== 'postgres')) throw new Error(`--databases takes pglite and/or postgres, not ${list}`);
  return kinds as DatabaseKind[];
}

type Options = ReturnType<typeof options>;

const bar = progressBar();

/** Runs `work` while the bar counts the seconds it is expected to take. */
async function timed<T>(phase: string, seconds: number, work: () => PromiseLike<T>): Promise<T> {
  const started = Date.now();
  bar(phase, 0, seconds);
  const timer = setInterval(() => bar(phase, Math.min(seconds - 1, Math.floor((Date.now() - started) / 1000)), seconds), 1000);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    bar(phase, seconds, seconds);
  }
}

/**
 * One connection kept open for the serial requests, as a browser keeps one: node:http rather than fetch, which
 * decompresses every answer on the way in (≈ 1.5 ms for a 120 kB page in brotli), time the server does not spend.
 */
const serialAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request that must answer 2xx (a 404 or 500 measured at full speed would look like a fast page); its latency in ms, to the answer's last byte. */
function requestOnce(c: Case): Promise<number> {
  const started = performance.now();
  const one = c.each?.();
  const url = one ? new URL(one.path, c.url).href : withFreshValue(c.url);
  const method = one?.method ?? 'GET';
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: c.headers, agent: serialAgent }, (res) => {
      res.on('data', () => undefined);
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) reject(new Error(`${c.name}: ${method} ${url} answered ${status}`));
        else resolve(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end(one?.body);
  });
}

/** autocannon's options for case `c`: its own request per request when `each` gives one. */
function loadOf(c: Case): Pick<Parameters<typeof autocannon>[0], 'requests' | 'idReplacement'> {
  const each = c.each;
  if (!each) return { idReplacement: c.url.includes(FRESH) };
  return { requests: [{ setupRequest: (request) => ({ ...request, ...each() }) }] };
}

/**
 * Latency of requests one after another on the warm server (nothing else runs: the load generator has stopped),
 * as the client on the same machine sees it, so an upper bound of the server's time. `miss` gives each request a
 * query parameter of its own (`_bench=<n>`, which no page reads), so the page cache never has the answer.
 */
async function serial(c: Case, miss: boolean): Promise<SerialResult> {
  const times: number[] = [];
  const url = miss ? `${c.url}${c.url.includes('?') ? '&' : '?'}_bench=${FRESH}` : c.url;
  const cpuBefore = c.cpuMs?.() ?? null;
  for (let i = 0; i < SERIAL_REQUESTS; i++) times.push(await requestOnce({ ...c, url }));
  const cpuAfter = c.cpuMs?.() ?? null;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: times[Math.floor(times.length / 2)]!,
    p90: times[Math.floor(times.length * 0.9)]!,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / times.length : null,
  };
}

/** The best of a few requests one after another: the case's latency on an idle server. */
async function idleLatency(c: Case): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) best = Math.min(best, await requestOnce(c));
  return best;
}

/**
 * Waits until the server has worked off the requests a finished run left in flight (a load generator stops, or
 * gives up on a request after its timeout, without the server knowing; those requests would slow down the next
 * run): until a lone request is answered about as fast as on the idle server, for at most a minute.
 */
async function settle(c: Case, idleMs: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await requestOnce(c)) <= Math.max(2 * idleMs, idleMs + 20)) return;
    await new Promise((resolve) => setTimeout(resolve, 250)); // let the backlog drain
  }
  process.stderr.write(`\n${c.name}: the server was still busy a minute after the run; measuring on\n`);
}

async function measure(c: Case, opts: Options, step: string): Promise<CaseResult> {
  const idleMs = await idleLatency(c);
  // Every request of a `FRESH` or `each` case misses the cache: its warm run is its render.
  const fresh = c.url.includes(FRESH) || c.each !== undefined;
  await timed(`${step} ${c.name}: warm-up`, opts.warmupSec, () =>
    autocannon({ url: c.url, headers: c.headers, connections: opts.connections, duration: opts.warmupSec, ...loadOf(c) }),
  );
  await settle(c, idleMs);
  const cpuBefore = c.cpuMs?.() ?? null;
  const max: Result = await timed(`${step} ${c.name}: max`, opts.durationSec, () =>
    autocannon({ url: c.url, headers: c.headers, connections: opts.connections, duration: opts.durationSec, ...loadOf(c) }),
  );
  const cpuAfter = c.cpuMs?.() ?? null;
  await settle(c, idleMs);
  const rate = Math.max(1, Math.round(max.requests.average / 2));
  const halfRate = await timed(`${step} ${c.name}: half`, opts.durationSec, () =>
    pacedRun({ url: c.url, headers: c.headers, rate, durationSec: opts.durationSec, connections: opts.connections, ...(c.each ? { each: c.each } : {}) }),
  );
  await settle(c, idleMs);
  const warm = await serial(c, false);
  const rendered = c.cached ? await serial(c, true) : fresh ? warm : null;
  const renderedPlain = c.cached ? await serial({ ...c, headers: { ...c.headers, 'accept-encoding': 'identity' } }, true) : null;
  return {
    name: c.name,
    url: c.url,
    max: {
      requestsPerSec: max.requests.average,
      completed: max.requests.total,
      // autocannon reports 0 ms when nothing was answered within the run.
      p50: max.requests.total > 0 ? max.latency.p50 : null,
      p99: max.requests.total > 0 ? max.latency.p99 : null,
      bytesPerRequest: max.requests.average > 0 ? max.throughput.average / max.requests.average : 0,
      non2xx: max.non2xx,
      errors: max.errors,
      timeouts: max.timeouts,
      cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && max.requests.total > 0 ? (cpuAfter - cpuBefore) / max.requests.total : null,
    },
    idleMs,
    warm,
    rendered,
    renderedPlain,
    halfRate,
  };
}

/** A share as a percentage, with two decimals below 1 % (the unoptimised pages are a tenth of a percent). */
function percentOfHello(share: number): string {
  const pct = share * 100;
  return `${fixed(pct, pct < 1 ? 2 : 1)} %`;
}

/** Requests per second, with a decimal below 100 (a slow page's few requests a second). */
function perSecond(rate: number): string {
  return fixed(rate, rate < 100 ? 1 : 0);
}

/** The hello-world's own JSON body (`{"hello":"world"}`): what its answer carries beyond headers. */
const HELLO_BODY_BYTES = 17;

/**
 * The hello-world answering as many bytes as the three anonymous pages did on average: the ceiling for a
 * cached page of that size on this machine with this load generator (both share its two cores), so that the
 * pages' share of the plain hello-world can be read against what their size allows at all.
 */
function sameSizeHello(helloUrl: string, results: CaseResult[]): Case {
  const [hello, ...pages] = results;
  const pageBytes = pages.reduce((sum, r) => sum + r.max.bytesPerRequest, 0) / pages.length;
  const headerBytes = hello!.max.bytesPerRequest - HELLO_BODY_BYTES;
  const n = Math.max(0, Math.round(pageBytes - headerBytes));
  return { name: `hello, ${fixed(n / 1024, 1)} kB body`, url: `${helloUrl}bytes/${n}`, headers: {} };
}

/** The shop's CPU per render, of the cache-missing run. */
function renderCpu(r: CaseResult): string {
  const cpu = r.rendered?.cpuMsPerRequest ?? null;
  return cpu === null ? '–' : fixed(cpu, 2);
}

function table(results: CaseResult[]): string {
  const hello = results[0]!.max.requestsPerSec;
  return formatTable(
    ['case', 'warm ms', 'render ms', 'plain ms', 'render CPU ms', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'kB/req', '½ rate', `p99 @½ ms`, `≤ ${TARGET_P99_MS} ms`, 'failed'],
    results.map((r) => [
      r.name,
      fixed(r.warm.p50, 2),
      r.rendered ? fixed(r.rendered.p50, 2) : '–',
      r.renderedPlain ? fixed(r.renderedPlain.p50, 2) : '–',
      renderCpu(r),
      perSecond(r.max.requestsPerSec),
      fixed(r.max.p50, 1),
      fixed(r.max.p99, 1),
      percentOfHello(r.max.requestsPerSec / hello),
      fixed(r.max.bytesPerRequest / 1024, 1),
      fixed(r.halfRate.rate),
      fixed(r.halfRate.p99, 1),
      r.halfRate.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
      String(r.max.non2xx + r.max.errors + r.max.timeouts + r.halfRate.non2xx + r.halfRate.errors),
    ]),
  );
}

/** Guest carts the cart case changes, in turn: more than the connections, so that no two wait for one cart's lock. */
const CARTS = 256;

/** What the storefront sends with an API write (SPEC §7's `client-url` names the site). */
const API_WRITE_HEADERS = (baseUrl: string) => ({ 'client-url': baseUrl, accept: 'application/json', 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' });

/** The items of `list` one after another, round and round, each made into a request by `request`. */
function inTurn<T>(list: readonly T[], request: (item: T, round: number) => EachRequest): () => EachRequest {
  let next = 0;
  return () => {
    const n = next++;
    return request(list[n % list.length]!, Math.floor(n / list.length));
  };
}

/** Sets a line's quantity in each cart in turn: 1, 2, 3, 1 … on each round, so that every request changes the cart. */
function cartLineChanges(carts: readonly CartLine[]): () => EachRequest {
  return inTurn(carts, (cart, round) => ({
    method: 'PUT',
    path: `/api/cart/${cart.tempId}`,
    body: JSON.stringify({ id: cart.productId, variantId: cart.variantId, quantity: 1 + (round % 3) }),
  }));
}

/** The issue's bound: a kept page at the default `info` costs at most this many times what it costs at `warn`. */
const LOGGING_BOUND = 1.25;

/** Rounds of the listing at `info` and at `warn` (restarted each time): one round's ratio on a shared machine is noise. */
const LOGGING_ROUNDS = 3;

/** The shop's CPU per answer at `info` over that at `warn`, else (no CPU reading) the rates' ratio. */
function roundCost(info: CaseResult, warn: CaseResult): { byRate: number; byCpu: number | null } {
  const infoCpu = info.max.cpuMsPerRequest;
  const warnCpu = warn.max.cpuMsPerRequest;
  return {
    byRate: warn.max.requestsPerSec / info.max.requestsPerSec,
    byCpu: infoCpu !== null && warnCpu !== null && warnCpu > 0 ? infoCpu / warnCpu : null,
  };
}

/**
 * A kept page's cost at `info` against `warn`, round by round: the shop's CPU per answer over the maximum-rate runs
 * (what the page costs the shop; the rate also depends on the load generator, which shares the machine), and the
 * rates. The bound is judged on the median round, and the worst is printed beside it.
 */
function loggingCost(rounds: Array<{ info: CaseResult; warn: CaseResult }>) {
  const costs = rounds.map((r) => roundCost(r.info, r.warn));
  const by = (c: { byRate: number; byCpu: number | null }) => c.byCpu ?? c.byRate;
  const sorted = costs.map(by).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const worst = sorted.at(-1)!;
  const measure = costs.every((c) => c.byCpu !== null) ? "the shop's CPU per answer" : 'rate';
  const text =
    `Access log: the kept listing at info against warn, by ${measure}, ${rounds.length} rounds: ` +
    rounds.map((r, i) => `${fixed(by(costs[i]!), 2)}× (${perSecond(r.info.max.requestsPerSec)} against ${perSecond(r.warn.max.requestsPerSec)} req/s)`).join(', ') +
    `; median ${fixed(median, 2)}×, worst ${fixed(worst, 2)}× (bound ${LOGGING_BOUND}× on the median: ${median <= LOGGING_BOUND ? 'met' : 'NOT met'})`;
  return {
    rounds: rounds.map((r, i) => ({ infoRequestsPerSec: r.info.max.requestsPerSec, warnRequestsPerSec: r.warn.max.requestsPerSec, ...costs[i]! })),
    median,
    worst,
    bound: LOGGING_BOUND,
    text,
  };
}

async function main() {
  const opts = options();
  dropAutocannonBodies();
  const info = runInfo(opts.shopDir);
  process.stderr.write(`Measuring ${opts.shopDir} at ${info.commit}${info.uncommittedChanges ? ' (with uncommitted changes)' : ''}; load average ${fixed(info.loadAverage1m, 2)} on ${info.cpus} CPUs\n`);
  buildStorefront(opts.shopDir);
  const hello = await startHelloWorld();
  const databases: Array<{ database: DatabaseKind; cases: CaseResult[]; logging: ReturnType<typeof loggingCost> | null }> = [];
  for (const database of opts.databases) {
    process.stderr.write(`Starting the shop on ${database} (first start seeds the demo data)…\n`);
    // At the default log level (`info`: a line per request), as a shop runs unless told otherwise.
    const shop = await startMeasuredShop({ shopDir: opts.shopDir, database, logLevel: 'info', products: opts.products });
    const pages = await findPages(shop.baseUrl);
    const products = await productPaths(shop.baseUrl);
    const carts = await guestCarts(shop.baseUrl, pages.productIds, CARTS);
    const login = await loggedInCookie(shop.baseUrl);
    const manifest = await routeManifestUrl(shop.baseUrl, pages.category);
    const customer = { ...PAGE_HEADERS, cookie: login };
    // A browser without Fetch Metadata needs its CSRF token in the page's forms: its pages come from a copy kept
    // for all such browsers, each answer with its own token filled in (server page-cache/csrf-template.ts, "templates").
    const oldBrowser = Object.fromEntries(Object.entries(PAGE_HEADERS).filter(([name]) => !name.startsWith('sec-fetch-')));
    const cpuMs = shop.cpuMs;
    const cases: Case[] = [
      { name: 'hello-world', url: hello.url, headers: {} },
      { name: 'home /', url: `${shop.baseUrl}${pages.home}`, headers: PAGE_HEADERS, cached: true, cpuMs },
      { name: `category ${pages.category}`, url: `${shop.baseUrl}${pages.category}`, headers: PAGE_HEADERS, cached: true, cpuMs },
      { name: 'product page', url: `${shop.baseUrl}${pages.product}`, headers: PAGE_HEADERS, cached: true, cpuMs },
      // Every page view after the first in a browser that runs the scripts: React Router's data for the new page's
      // routes, the default layout's (it looks at maintenance mode on every navigation) and the Czech category
      // page's (named `<page>.<locale>` by the storefront's routing/route-tree.ts).
      { name: 'category, client-side navigation', url: `${shop.baseUrl}${pages.category}.data?_routes=${encodeURIComponent('layout:default,category.cs')}`, headers: FETCH_HEADERS, cached: true, cpuMs },
      { name: 'API listing', url: `${shop.baseUrl}${pages.apiListing}`, headers: { 'client-url': shop.baseUrl, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }, cached: true, cpuMs },
      { name: 'category, logged in', url: `${shop.baseUrl}${pages.category}`, headers: customer, cached: true, cpuMs },
      { name: 'category, logged in, old browser', url: `${shop.baseUrl}${pages.category}`, headers: { ...oldBrowser, cookie: login }, cached: true, cpuMs },
      // Every request a page no one asked for within the TTL (as a new filter, sort or page number is): rendered.
      { name: 'category, logged in, uncached', url: `${shop.baseUrl}${pages.category}?_bench=${FRESH}`, headers: customer, cpuMs },
      // The first page of a visit asks for the routes of all its links (React Router's route discovery): the same URL
      // for every visitor of that page, an answer the page cache keeps.
      { name: 'route manifest of the category', url: `${shop.baseUrl}${manifest}`, headers: FETCH_HEADERS, cached: true, cpuMs },
      // A visitor's later pages ask for the paths they have not discovered yet: a URL of its own, made of paths other
      // visitors asked for before (the server's route-manifest.ts keeps each path's routes).
      { name: 'route manifest, a new set of known paths', url: `${shop.baseUrl}${manifest}&_bench=${FRESH}`, headers: FETCH_HEADERS, cpuMs },
      // What is the logged-in visitor's alone on a page from the shared copy: the header's cart and name, loaded after
      // hydration (storefront useCart: a fetcher on `/_/cart`, which React Router asks for that route's data alone).
      { name: 'cart widget, logged in', url: `${shop.baseUrl}/_/cart.data?path=${encodeURIComponent(pages.category)}&_routes=routes%2Factions%2Fcart`, headers: { ...FETCH_HEADERS, cookie: login }, cpuMs },
      // A crawler walking the catalogue, or a burst on the long tail: each request a product page not asked for
      // within the caches' 10 s (the products in turn; none twice while fewer than `--products` were asked).
      { name: `distinct products (${products.length})`, url: shop.baseUrl, headers: PAGE_HEADERS, cpuMs, each: inTurn(products, (path) => ({ path })) },
      // Shoppers changing their carts: each request sets the quantity of a line of one of many guest carts
      // (the API call behind the storefront's cart forms), the carts in turn.
      { name: `cart line change (${CARTS} carts)`, url: shop.baseUrl, headers: API_WRITE_HEADERS(shop.baseUrl), cpuMs, each: cartLineChanges(carts) },
    ];
    const only = opts.only;
    const chosen = only ? cases.filter((c, i) => i === 0 || only.some((part) => c.name.includes(part))) : cases;
    const listing = cases.find((c) => c.name.startsWith('category /'))!;
    const compareLogging = chosen.includes(listing);
    const results: CaseResult[] = [];
    const steps = chosen.length + 1 + (compareLogging ? 2 * LOGGING_ROUNDS - 1 : 0);
    for (const c of chosen) {
      results.push(await measure(c, opts, `[${database} ${results.length + 1}/${steps}]`));
      if (c.name === 'product page' && results[0]?.name === 'hello-world') results.push(await measure(sameSizeHello(hello.url, results), opts, `[${database} ${results.length + 1}/${steps}]`));
    }
    // The same kept listing with no line per request (`warn`): what the access log costs a kept page.
    let logging: ReturnType<typeof loggingCost> | null = null;
    if (compareLogging) {
      const rounds: Array<{ info: CaseResult; warn: CaseResult }> = [];
      let step = results.length;
      for (let round = 0; round < LOGGING_ROUNDS; round++) {
        let atInfo = results.find((r) => r.name === listing.name)!;
        if (round > 0) {
          await shop.restartAt('info');
          atInfo = await measure({ ...listing, name: `${listing.name}, LOG_LEVEL=info, round ${round + 1}` }, opts, `[${database} ${++step}/${steps}]`);
        }
        await shop.restartAt('warn');
        const atWarn = await measure({ ...listing, name: `${listing.name}, LOG_LEVEL=warn${round > 0 ? `, round ${round + 1}` : ''}` }, opts, `[${database} ${++step}/${steps}]`);
        rounds.push({ info: atInfo, warn: atWarn });
        if (round === 0) results.push(atWarn);
      }
      logging = loggingCost(rounds);
    }
    await shop.stop();
    databases.push({ database, cases: results, logging });
    const title = `${database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} — ${opts.label} @ ${info.commit}, ${opts.connections} connections, ${opts.durationSec} s each, LOG_LEVEL=info; product page ${pages.product}, ${products.length} products`;
    process.stdout.write(`\n${title}\n${table(results)}\n${logging?.text ?? ''}\n`);
  }
  const file = `${resultPath('bench', opts.label)}.json`;
  const settings = { connections: opts.connections, durationSec: opts.durationSec, warmupSec: opts.warmupSec, targetP99Ms: TARGET_P99_MS };
  fs.writeFileSync(file, `${JSON.stringify({ ...info, label: opts.label, loadAverage1mAtEnd: os.loadavg()[0], settings, databases }, null, 2)}\n`);
  process.stdout.write(`\nLoad average at the end ${fixed(os.loadavg()[0], 2)}. Results: ${path.relative(process.cwd(), file)}\n`);
}

await runCleanly(main);
