import { z } from 'zod';
import { defineJob, defineSchedule, type JobDeps } from '../../jobs/define';
import { loadSites } from '../../sites';
import type { ShopContext } from '../../shop-context';
import { createFioClient, type FioClient, FioRateLimited } from './fio';
import { importStatement, statementRefusal } from './import';

/**
 * The Fio banka import (issue 40): every hour, when FIO_API_TOKEN is configured, the movements of the shop's account
 * since the last download are fetched from the Fio API and imported as an uploaded statement is (matched orders
 * paid, the rest listed for a person), with source `fio`. A download with no new movement writes nothing (no empty
 * import in the list). Fio answers one request per token per 30 s: a 409 (another process or a person's script
 * used the token just now) is logged and left to the next slot, as is any failure (one attempt per slot).
 *
 * The bank moves its cursor with the download: should the import fail after it (the database gone), those
 * movements no longer come from `/last`. The error log names the range of movement ids (Fio's idFrom–idTo), and
 * the day's statement uploaded by hand imports them (what was imported meanwhile is recognised as duplicates).
 */
export async function runFioImport(deps: Pick<JobDeps, 'db' | 'config' | 'now' | 'log'>, client?: FioClient): Promise<void> {
  const { fioToken, fioUrl } = deps.config.bank;
  if (!fioToken) return;
  const fio = client ?? createFioClient({ baseUrl: fioUrl, token: fioToken });
  let parsed;
  try {
    parsed = await fio.lastTransactions();
  } catch (err) {
    if (err instanceof FioRateLimited) {
      deps.log.warn({ job: 'bank.fio_import' }, 'Fio API: the token was used less than 30 s ago (409); the next slot tries again');
      return;
    }
    throw err;
  }
  const refusal = statementRefusal(parsed);
  if (refusal) throw new Error(`Fio API answered no statement: ${refusal}`);
  if (parsed.movements.length === 0 && parsed.errors.length === 0) return;

  const sites = await loadSites(deps.db);
  const site = sites.find((s) => s.isDefault) ?? sites[0];
  if (!site) throw new Error('no active site');
  const ctx: ShopContext = { db: deps.db, site, locale: 'cs', now: deps.now(), actor: { kind: 'system', name: 'bank' } };
  const range = parsed.movements.length > 0 ? `${parsed.movements[0]!.id}–${parsed.movements.at(-1)!.id}` : '';
  try {
    const summary = await importStatement(ctx, parsed, { source: 'fio', fileName: null, importer: { kind: 'fio' } });
    deps.log.info(
      { job: 'bank.fio_import', importId: summary.import.id, movements: summary.import.movement_count, matched: summary.counts.matched, open: summary.import.open_count, badLines: summary.errors.length },
      'Fio API: movements imported',
    );
  } catch (err) {
    deps.log.error({ job: 'bank.fio_import', movements: range }, 'Fio API: the downloaded movements could not be imported; upload the statement of these movements by hand');
    throw err;
  }
}

export const fioImportJob = defineJob({
  kind: 'bank.fio_import',
  payload: z.object({}).strict(),
  // The next slot is the retry: another attempt within the hour would only meet Fio's cursor already moved.
  maxAttempts: 1,
  async run(deps) {
    await runFioImport(deps);
  },
});

/** At minute 10 of every hour (Prague time), apart from the housekeeping at minute 0. Does nothing without FIO_API_TOKEN. */
export const fioImportSchedule = defineSchedule({ name: 'bank.fio_import', cron: '10 * * * *', job: fioImportJob, payload: {} });
