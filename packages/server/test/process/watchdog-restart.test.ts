import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { startMailCatcher } from '@konfety/test-support/mail-catcher';
import { parseMail } from '@konfety/test-support/mime-reader';
import { startShopProcess } from '@konfety/test-support/shop-process';
import { pickProducts } from '../../../api/test/support/fixtures';
import { prepareShopData } from './shop-data';

/**
 * A stock watchdog across a restart (issue 38): a guest sets it on a sold-out variant through the running shop; the
 * shop is stopped; the stock is raised while it is down (a script on its database), which queues the mail in that
 * transaction; the shop started again sends exactly one e-mail and ends the watchdog; raising the stock again sends
 * none. Runs in the browser project, whose global setup builds the storefront the production shop serves.
 */

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const EMAIL = 'restart.hlidac@example.com';

describe('a stock watchdog', () => {
  it('mails once after a stock increase, also when the shop was restarted in between', async () => {
    const { port, baseUrl, dataDir, openDb, database: seeded } = await prepareShopData('pglite', cleanups);
    const [soldOut] = await pickProducts(seeded.db, { outOfStock: true });
    await seeded.close();
    const mail = await startMailCatcher();
    cleanups.push(() => mail.stop());
    const env = { SMTP_URL: mail.smtpUrl };

    const first = await startShopProcess({ port, dataDir, env });
    cleanups.push(() => first.kill('SIGKILL'));
    const res = await fetch(`${baseUrl}/api/catalog/product/${soldOut!.productId}/watchdog`, {
      method: 'POST',
      headers: { 'client-url': baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: soldOut!.variantId, email: EMAIL }),
    });
    expect(res.status).toBe(201);
    expect(await first.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    // The shop is down: a script raises the stock; the mail is queued in its transaction.
    let database = await openDb();
    await database.db.update(schema.stock).set({ quantity: 4 }).where(eq(schema.stock.variantId, soldOut!.variantId));
    const queued = await database.db.select().from(schema.jobs).where(and(eq(schema.jobs.kind, 'watchdogs.notify'), isNull(schema.jobs.doneAt)));
    expect(queued).toHaveLength(1);
    await database.close();
    expect(mail.received).toHaveLength(0);

    const second = await startShopProcess({ port, dataDir, env });
    cleanups.push(() => second.kill('SIGKILL'));
    await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBe(1);
    expect(mail.received[0]!.to).toEqual([EMAIL]);
    expect(parseMail(mail.received[0]!.raw).subject).toMatch(/ je opět skladem$/);
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    database = await openDb();
    try {
      const [watchdog] = await database.db.select().from(schema.watchdogs).where(eq(schema.watchdogs.email, EMAIL));
      expect(watchdog!.notifiedAt).not.toBeNull();
      expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.jobs).where(and(eq(schema.jobs.kind, 'watchdogs.notify'), isNull(schema.jobs.doneAt)))).toEqual([{ n: 0 }]);
      // Sold out and back again: the ended watchdog queues nothing more.
      await database.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.variantId, soldOut!.variantId));
      await database.db.update(schema.stock).set({ quantity: 2 }).where(eq(schema.stock.variantId, soldOut!.variantId));
      expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.jobs).where(eq(schema.jobs.kind, 'watchdogs.notify'))).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
    expect(mail.received).toHaveLength(1);
  }, 240_000);
});
