// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) on the shop's main pages, served by the
// production build on this machine (README "Performance measurements").
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { progressBar } from '../../packages/db/src/cli/progress';
import { onCleanup, runCleanly } from '../bench/cleanup';
import { repoRoot, resultPath, runInfo } from '../bench/run-info';
import { buildStorefront, startMeasuredShop } from '../bench/shop';
import { fixed, formatTable } from '../bench/table';
import { findPages, guestCartCookie } from '../bench/visitor';

const USAGE = `npm run lighthouse [-- options]

  --runs <n>          Lighthouse runs per page; the median run is reported (default 3)
  --quick             one run per page
  --shop-dir <path>   measure the checkout at <path> (its dependencies installed) instead of this one
  --label <name>      name of the result directory (default: the checkout's directory name)

Prints one row per page and writes each page's report (the median run) to .tmp/lighthouse/<time>-<label>/.`;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Debian's Chromium (stack notes: never a downloaded browser); CHROME_PATH names another. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The launch flags that work on these machines: no sandbox as root, and no network calls of Chromium's own (there is no internet). */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'shop-dir': { type: 'string', default: repoRoot },
      label: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const runs = Number(values.runs ?? (values.quick ? 1 : 3));
  if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
  const shopDir = path.resolve(values['shop-dir']);
  return { runs, shopDir, label: values.label ?? path.basename(shopDir) };
}

/** Installs Debian's Chromium when it is missing and this process may (as the browser tests' global setup does). */
function ensureChromium(): void {
  if (fs.existsSync(CHROME_PATH)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROME_PATH}; install it with: sudo apt-get install -y chromium`);
  process.stderr.write('Installing Chromium (apt-get install chromium)…\n');
  execSync('apt-get -o DPkg::Lock::Timeout=600 update -qq && apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium', {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

interface PageSummary {
  page: string;
  url: string;
  scores: Record<string, number | null>;
  /** Milliseconds, except CLS. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire: scripts, and everything. */
  jsTransferred: number;
  totalTransferred: number;
  /** Requests that got an error status or no answer: the figures above then describe a broken page. */
  failedRequests: string[];
  runWarnings: string[];
  /** The main thread's tasks over 50 ms in the simulated run (Lighthouse's `long-tasks`): what each ran, how long. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
}

/** Lighthouse's bound of a long task, and the issue's: none over it on a phone. */
const LONG_TASK_MS = 50;

function summarise(page: string, lhr: Result): PageSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as Array<{ url: string; statusCode: number; resourceType?: string; transferSize?: number }>;
  const transferred = (list: typeof requests) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferred: transferred(requests.filter((r) => r.resourceType === 'Script')),
    totalTransferred: transferred(requests),
    failedRequests: requests.filter((r) => r.statusCode < 200 || r.statusCode >= 400).map((r) => `${r.statusCode} ${r.url}`),
    runWarnings: lhr.runWarnings,
    longTasks: longTasksOf(lhr),
  };
}

/** The run's long tasks as Lighthouse lists them, URLs relative to the page's origin. */
function longTasksOf(lhr: Result): PageSummary['longTasks'] {
  const details = lhr.audits['long-tasks']?.details;
  const items = (details?.type === 'table' ? details.items : []) as Array<{ url?: string; startTime?: number; duration?: number }>;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return items
    .filter((t) => (t.duration ?? 0) > LONG_TASK_MS)
    .map((t) => ({ url: (t.url ?? '').replace(origin, ''), startMs: Math.round(t.startTime ?? 0), durationMs: Math.round(t.duration ?? 0) }));
}

/** Each page's long tasks, one line a page: `123 ms /assets/chunk-….js @ 1 450 ms`. */
function longTaskLines(pages: PageSummary[]): string {
  return pages
    .map((p) => `${p.page}: ${p.longTasks.length === 0 ? `no task over ${LONG_TASK_MS} ms` : p.longTasks.map((t) => `${t.durationMs} ms ${t.url || '(page)'} @ ${t.startMs} ms`).join('; ')}`)
    .join('\n');
}

function table(pages: PageSummary[]): string {
  const score = (s: number | null | undefined) => (s === null || s === undefined ? '–' : String(Math.round(s * 100)));
  return formatTable(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS kB', 'total kB'],
    pages.map((p) => [
      p.page,
      score(p.scores.performance),
      score(p.scores.accessibility),
      score(p.scores['best-practices']),
      score(p.scores.seo),
      fixed(p.fcp / 1000, 2),
      fixed(p.lcp / 1000, 2),
      fixed(p.tbt),
      fixed(p.cls, 3),
      fixed(p.jsTransferred / 1024, 1),
      fixed(p.totalTransferred / 1024, 1),
    ]),
  );
}

/** Attempts of one Lighthouse run: on a busy machine the trace sometimes misses the navigation (NO_NAVSTART). */
const ATTEMPTS = 3;

async function audit(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${error.message}`);
    process.stderr.write(`\nLighthouse failed on ${url} (${error.code}); trying again\n`);
  }
}

/** The slug of the brand with the most products (the brand list, through the API). */
async function largestBrand(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/catalog/brands`, { headers: { 'client-url': baseUrl, accept: 'application/json' } });
  const brands = ((await res.json()) as { data: Array<{ slug: string; products: number }> }).data;
  const top = [...brands].sort((a, b) => b.products - a.products)[0];
  if (!top) throw new Error('The demo shop has no brands');
  return top.slug;
}

/** The newest article of the blog (issue 39: an article is measured). */
async function newestArticle(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/blog/posts`, { headers: { 'client-url': baseUrl, accept: 'application/json' } });
  const [post] = ((await res.json()) as { data: { posts: Array<{ url: string }> } }).data.posts;
  if (!post) throw new Error('The demo shop has no blog posts');
  return post.url;
}

async function main() {
  const opts = options();
  const info = runInfo(opts.shopDir);
  process.stderr.write(`Lighthouse on ${opts.shopDir} at ${info.commit}${info.uncommittedChanges ? ' (with uncommitted changes)' : ''}; load average ${fixed(info.loadAverage1m, 2)} on ${info.cpus} CPUs\n`);
  ensureChromium();
  buildStorefront(opts.shopDir);
  process.stderr.write('Starting the shop on pglite (first start seeds the demo data)…\n');
  const shop = await startMeasuredShop({ shopDir: opts.shopDir, database: 'pglite', logLevel: 'warn' });
  const found = await findPages(shop.baseUrl);
  // The cart page with something in it (an empty cart is a different, lighter page): a guest cart made through
  // the storefront's add-to-cart action, its cookie sent with every request of that page's runs.
  const cartCookie = await guestCartCookie(shop.baseUrl, found.productIds);
  const pages: Array<{ name: string; file: string; path: string; headers?: Record<string, string> }> = [
    { name: 'home', file: 'home', path: found.home },
    { name: 'category', file: 'category', path: found.category },
    { name: 'product', file: 'product', path: found.product },
    { name: 'cart (1 item)', file: 'cart', path: '/kosik', headers: { cookie: cartCookie } },
    // Search results for a word many products hold, and the page of the brand with the most products.
    { name: 'search', file: 'search', path: '/hledani?q=kostym' },
    { name: 'brand', file: 'brand', path: `/znacky/${await largestBrand(shop.baseUrl)}` },
    // Content: a blog article (its picture above the fold) and the delivery-and-payment page (tables of the methods).
    { name: 'article', file: 'article', path: await newestArticle(shop.baseUrl) },
    { name: 'delivery', file: 'delivery', path: '/info/doprava-a-platba' },
    // The stores (issue 39): the list and a store's page, each with its map (Leaflet and the tiles come after the page is up).
    { name: 'stores', file: 'stores', path: '/prodejny' },
    { name: 'store', file: 'store', path: '/prodejny/1' },
  ];

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  onCleanup(() => chrome.kill());
  const out = resultPath('lighthouse', opts.label);
  fs.mkdirSync(out, { recursive: true });
  const bar = progressBar();
  const summaries: PageSummary[] = [];
  let version = '';
  for (const page of pages) {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      ...(page.headers ? { extraHeaders: page.headers } : {}),
    };
    const runs: Result[] = [];
    for (let i = 0; i < opts.runs; i++) {
      bar(`lighthouse ${page.name}`, i, opts.runs);
      runs.push(await audit(`${shop.baseUrl}${page.path}`, flags));
    }
    bar(`lighthouse ${page.name}`, opts.runs, opts.runs);
    const median = computeMedianRun(runs);
    version = median.lighthouseVersion;
    fs.writeFileSync(path.join(out, `${page.file}.json`), JSON.stringify(median));
    summaries.push(summarise(page.name, median));
  }
  const rebuilt = shop.rebuiltSinceStart();
  await shop.stop();

  fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify({ ...info, label: opts.label, runsPerPage: opts.runs, storefrontRebuiltDuringRun: rebuilt, pages: summaries }, null, 2)}\n`);
  process.stdout.write(`\nLighthouse ${version} mobile, simulated throttling — ${opts.label} @ ${info.commit}, median of ${opts.runs} run(s) per page\n${table(summaries)}\n`);
  process.stdout.write(`\nLong tasks of the median runs (main thread, simulated phone):\n${longTaskLines(summaries)}\n`);
  for (const s of summaries) {
    for (const w of s.runWarnings) process.stdout.write(`warning (${s.page}): ${w}\n`);
    if (s.failedRequests.length > 0) process.stdout.write(`WARNING (${s.page}): ${s.failedRequests.length} request(s) failed, e.g. ${s.failedRequests[0]}\n`);
  }
  if (rebuilt) process.stdout.write('WARNING: the storefront was rebuilt during the run; the pages loaded assets of another build. Measure again.\n');
  process.stdout.write(`\nReports: ${path.relative(process.cwd(), out)}/\n`);
}

await runCleanly(main);
