import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { executePrepared, schema } from '@konfety/db';
import { variantNameIn } from '@konfety/domain/facets';
import { sitePageUrl } from '@konfety/domain/site-urls';
import { defineJob, type JobDeps } from '../../jobs/define';
import { loadSites } from '../../sites';
import { readCards } from '../catalog/listing';
import { renderAccountMail } from '../mail/account-mails';
import { MailNoLongerNeeded } from '../mail/no-longer-needed';

/*
 * The watchdog's mail (ARCHITECTURE "Reviews and stock watchdogs"). Queued by migration 0021's trigger on `stock`, in
 * the transaction that raised the variant's stock, one job per watchdog (its key): it survives a restart and a
 * rolled-back change queues none. The mail tells of the product as it is when the job runs, in the language of the
 * site the watchdog was set on, and ends the watchdog (`notified_at`): a watchdog already ended, or whose product
 * or variant is gone, is not mailed. As every mail, it may go out twice only when a process dies between the send
 * and the update that follows it.
 */

interface WatchdogRow {
  id: number;
  email: string;
  product_id: number;
  variant_name: string | null;
  variant_count: number;
  site_id: number | null;
  name: string | null;
  notified_at: string | null;
}

export async function deliverWatchdogMail(deps: Pick<JobDeps, 'db' | 'config' | 'mailer'>, watchdogId: number): Promise<void> {
  const { db, config } = deps;
  const [watchdog] = await executePrepared<WatchdogRow>(db, 'watchdog_mail', sql`
    select w.id, w.email, w.product_id, w.site_id, w.notified_at, v.name as variant_name,
      (select count(*)::int from ${schema.variants} x where x.product_id = w.product_id and x.active) as variant_count,
      nullif(trim(concat_ws(' ', u.firstname, u.lastname)), '') as name
    from ${schema.watchdogs} w
    left join ${schema.variants} v on v.id = w.variant_id
    left join ${schema.users} u on u.id = w.user_id
    where w.id = ${watchdogId}`);
  if (!watchdog) throw new MailNoLongerNeeded(`watchdog ${watchdogId} no longer exists`);
  if (watchdog.notified_at !== null) throw new MailNoLongerNeeded(`watchdog ${watchdogId} has ended already`);
  const sites = await loadSites(db);
  const site = sites.find((s) => s.id === watchdog.site_id) ?? sites.find((s) => s.isDefault) ?? sites[0];
  if (!site) throw new MailNoLongerNeeded('no active site to write for');
  const { products } = await readCards(db, site, sql`select id from ${schema.products} where id = ${watchdog.product_id} and active`, null);
  const [product] = products;
  if (!product) throw new MailNoLongerNeeded(`product ${watchdog.product_id} is no longer sold`);
  // A product of one variant is named alone; of several, with the size or kind that was watched.
  const named = watchdog.variant_name && watchdog.variant_count > 1 ? `${product.name} (${variantNameIn(watchdog.variant_name, site.locale)})` : product.name;
  const link = sitePageUrl(site.url, site.locale, product.url);
  const rendered = renderAccountMail({ kind: 'backInStock', to: watchdog.email, name: watchdog.name ?? '', site: { name: site.name, url: site.url, locale: site.locale }, product: named, link });
  await deps.mailer.send({ from: config.mail.from, to: watchdog.email, subject: rendered.subject, text: rendered.text, html: rendered.html, textEncoding: 'base64' });
  await db.execute(sql`update ${schema.watchdogs} set notified_at = now() where id = ${watchdogId} and notified_at is null`);
}

const id = z.number().int().positive();

/** Queued by the database (migration 0021 `konfety_watchdogs_due`), which writes this kind's name, key and attempts. */
export const watchdogMail = defineJob({
  kind: 'watchdogs.notify',
  payload: z.object({ watchdogId: id }).strict(),
  key: (p) => String(p.watchdogId),
  facts: (p) => ({ watchdogId: p.watchdogId }),
  run: (deps, p) => deliverWatchdogMail(deps, p.watchdogId),
});

export const WATCHDOG_JOBS = [watchdogMail];
