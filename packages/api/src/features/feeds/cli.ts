import { parseArgs } from 'node:util';
import { loadConfig } from '@konfety/config';
import { openConfiguredDatabase } from '@konfety/db/cli/open-configured';
import { progressBar } from '@konfety/db/cli/progress';
import { generateFeedsAndSitemaps } from './jobs';
import { publicFiles } from '../../files';

/*
 * `npm run feeds`: every site's product feeds (Heureka, Zboží.cz, Google) and sitemaps, made now in this process with a
 * progress bar, into the configured storage (what the server serves at /feeds/*.xml, /sitemap.xml and /sitemaps/*).
 * The same work as the scheduled job `feeds.generate`. Opens the configured database (DATABASE_URL or DATA_DIR) as the
 * server does; on PGlite, whose directory one process opens, with the shop stopped.
 */

const USAGE = `Usage: npm run feeds [-- --memory]
  Writes every site's product feeds and sitemaps into the configured storage.
  --memory   print the process's peak memory (RSS and heap) when done\n`;

const { values } = parseArgs({ options: { memory: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = values.memory ? setInterval(sample, 200) : null;
try {
  const started = Date.now();
  const startRss = process.memoryUsage().rss;
  const report = await generateFeedsAndSitemaps({ db: database.db, now: () => new Date() }, publicFiles(config), { progress: progressBar() });
  for (const f of report.feeds?.files ?? []) process.stdout.write(`${f.key}: ${f.items} offers, ${(f.bytes / 1e6).toFixed(1)} MB\n`);
  for (const s of report.sitemaps?.sites ?? []) {
    process.stdout.write(`${s.index}: ${s.children.map((c) => `${c.key.slice(c.key.lastIndexOf('/') + 1)} (${c.urls})`).join(', ')}\n`);
  }
  process.stdout.write(`${report.feeds?.products ?? 0} products in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (values.memory) {
    sample();
    const mb = (n: number) => `${Math.round(n / 1048576)} MB`;
    process.stdout.write(`memory: RSS ${mb(startRss)} at start, peak ${mb(peakRss)}; peak JS heap ${mb(peakHeap)}\n`);
  }
} finally {
  if (sampler) clearInterval(sampler);
  await database.close();
}
