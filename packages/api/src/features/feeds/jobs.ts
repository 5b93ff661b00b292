import { z } from 'zod';
import type { Db } from '@konfety/db';
import type { FileStore } from '@konfety/storage';
import { publicFiles } from '../../files';
import { defineJob, defineSchedule } from '../../jobs/define';
import { queueJob } from '../../jobs/queue';
import { generateSitemaps, type SitemapReport } from '../sitemap/generate';
import { type FeedRunReport, generateFeeds } from './generate';

/*
 * The feeds' and sitemaps' job (ARCHITECTURE "Feeds and sitemap", "Jobs"): every site's product feeds and sitemaps,
 * written into the public store, on a schedule and when the server is first asked for a file it has not got
 * (`requestFeeds`). One job for both: both walk the catalogue, and a comparator's robot and a search engine's look at
 * the same state of it.
 */

export interface FilesRunReport {
  feeds: FeedRunReport;
  sitemaps: SitemapReport;
}

/** Generates every site's feeds, then its sitemaps; a failure of one does not keep the other from running (the first error is thrown after). */
export async function generateFeedsAndSitemaps(
  deps: { db: Db; now: () => Date },
  files: FileStore,
  options: { progress?: (phase: string, done: number, total: number) => void; feedBatchSize?: number; sitemapBatchSize?: number } = {},
): Promise<Partial<FilesRunReport>> {
  const failures: unknown[] = [];
  const feeds = await generateFeeds(deps.db, files, { progress: options.progress, ...(options.feedBatchSize ? { batchSize: options.feedBatchSize } : {}) }).catch(
    (err: unknown) => void failures.push(err),
  );
  const sitemaps = await generateSitemaps(deps.db, files, deps.now(), { progress: options.progress, ...(options.sitemapBatchSize ? { batchSize: options.sitemapBatchSize } : {}) }).catch(
    (err: unknown) => void failures.push(err),
  );
  if (failures.length > 0) throw failures[0];
  return { ...(feeds ? { feeds } : {}), ...(sitemaps ? { sitemaps } : {}) };
}

export const feedsJob = defineJob({
  kind: 'feeds.generate',
  payload: z.object({}).strict(),
  // A slot's run is retried once soon (a database hiccup); the next slot runs it again anyway.
  maxAttempts: 2,
  backoffSeconds: [300],
  // 100 000 products take minutes on a busy machine; a second runner must not start the same run meanwhile.
  leaseSeconds: 1800,
  async run(deps) {
    const started = Date.now();
    const report = await generateFeedsAndSitemaps(deps, publicFiles(deps.config));
    deps.log.info(
      {
        ms: Date.now() - started,
        products: report.feeds?.products ?? 0,
        offers: Object.fromEntries((report.feeds?.files ?? []).map((f) => [`${f.site}.${f.format}`, f.items])),
        sitemaps: Object.fromEntries((report.sitemaps?.sites ?? []).map((s) => [s.site, s.children.length])),
      },
      'feeds and sitemaps generated',
    );
  },
});

/**
 * Every three hours at 20 past (Prague time): prices, stock and delivery dates reach the comparators within three
 * hours, and a run (≈ 1.5 minutes at 100 000 products: README "Feeds and sitemap") stays a small share of the shop's CPU.
 */
export const feedsSchedule = defineSchedule({ name: 'feeds', cron: '20 */3 * * *', job: feedsJob, payload: {} });

/**
 * Queues a run now, once per hour at most however often it is asked (the key): what the server does when a feed or
 * sitemap it is asked for has not been made yet.
 */
export async function requestFeeds(db: Db, now: Date = new Date()): Promise<void> {
  await queueJob(db, feedsJob, {}, { key: `requested@${now.toISOString().slice(0, 13)}` });
}
