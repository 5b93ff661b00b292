import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '@konfety/db';
import { type FeedFormat, feedFormatsFor } from '@konfety/domain/feeds';
import type { FileStore } from '@konfety/storage';
import { loadSites, type SiteContext } from '../../sites';
import { loadCategoryIndex } from '../catalog/categories';
import { countFeedProducts, FEED_BATCH_SIZE, feedProducts } from './catalogue';
import { FEED_WRITERS } from './formats';
import { loadFeedSite, offersOf } from './offers';
import { publishFile, type PublishedFile } from './xml';

/*
 * Generating the product feeds (ARCHITECTURE "Feeds and sitemap"): one walk over the catalogue (catalogue.ts, pages of
 * 500 products by id) writes every site's feeds at once — the Czech site's Heureka, Zboží.cz and Google feeds, the
 * Slovak site's Heureka.sk and Google feeds in euros — each streamed into the public store as it is made (xml.ts),
 * so memory stays flat however large the catalogue. A failed run leaves the previous files in place.
 */

/** The public store's key of a site's feed, served at `/feeds/<format>.xml` on the site's host. */
export const feedKey = (siteCode: string, format: FeedFormat) => `feeds/${siteCode}/${format}.xml`;

export interface FeedRunOptions {
  /** Products per statement (default 500). */
  batchSize?: number;
  /** Told of the products written so far (the command line's progress bar). */
  progress?: (phase: string, done: number, total: number) => void;
}

export interface FeedRunReport {
  /** Per site code and format: the offers written. */
  files: Array<{ site: string; format: FeedFormat; key: string; items: number; bytes: number }>;
  products: number;
}

interface Output {
  site: SiteContext;
  format: FeedFormat;
  file: PublishedFile;
  items: number;
}

export async function generateFeeds(db: Db, files: FileStore, options: FeedRunOptions = {}): Promise<FeedRunReport> {
  const batchSize = options.batchSize ?? FEED_BATCH_SIZE;
  const sites = await loadSites(db);
  const categories = await loadCategoryIndex(db);
  const feedSites = [];
  for (const site of sites) feedSites.push(await loadFeedSite(db, site));
  const total = await countFeedProducts(db);
  const outputs: Output[] = feedSites.flatMap((feedSite) =>
    feedFormatsFor(feedSite.site.countryCode).map((format) => ({ site: feedSite.site, format, file: publishFile(files, feedKey(feedSite.site.code, format)), items: 0 })),
  );
  const bySite = new Map(feedSites.map((feedSite) => [feedSite.site.id, outputs.filter((o) => o.site.id === feedSite.site.id)]));
  let done = 0;
  try {
    for (const output of outputs) await output.file.write(FEED_WRITERS[output.format].head(output.site));
    options.progress?.('feeds', 0, total);
    for await (const batch of feedProducts(db, batchSize)) {
      for (const feedSite of feedSites) {
        const siteOutputs = bySite.get(feedSite.site.id)!;
        for (const product of batch) {
          for (const offer of offersOf(product, feedSite, categories)) {
            for (const output of siteOutputs) {
              const item = FEED_WRITERS[output.format].item(offer);
              if (item === '') continue;
              output.items++;
              await output.file.write(item);
            }
          }
        }
      }
      done += batch.length;
      options.progress?.('feeds', done, total);
      // A page's XML is made on the main thread: requests that came meanwhile go first.
      await nextTurn();
    }
    for (const output of outputs) await output.file.write(FEED_WRITERS[output.format].tail());
    for (const output of outputs) await output.file.end();
  } catch (error) {
    await Promise.all(outputs.map((o) => o.file.abort(error instanceof Error ? error : new Error(String(error)))));
    throw error;
  }
  return {
    products: done,
    files: outputs.map((o) => ({ site: o.site.code, format: o.format, key: o.file.key, items: o.items, bytes: o.file.bytes })),
  };
}
