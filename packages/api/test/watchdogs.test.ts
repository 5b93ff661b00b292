import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { watchdogMail } from '../src/features/watchdogs/jobs';
import { CZ, createTestApp, loginAs, SK, type TestApp } from './support/app';
import { pickProducts, type PickedProduct } from './support/fixtures';
import { quietJobLog, recordingMailer, testJobRunner } from './support/jobs';

/*
 * Stock watchdogs (features/watchdogs, migration 0021's trigger on `stock`): set by a guest with an e-mail or by a
 * customer; whatever raises the variant's stock queues one mail per watchdog in its own transaction; a runner (a
 * fresh one, as after a restart) sends it once and ends the watchdog.
 */

let t: TestApp;
let soldOut: PickedProduct[];
let inStock: PickedProduct;
const w = schema.watchdogs;
const jobs = schema.jobs;

beforeAll(async () => {
  t = await createTestApp();
  soldOut = await pickProducts(t.db, { outOfStock: true, count: 4 });
  [inStock] = (await pickProducts(t.db, { minStock: 1 })) as [PickedProduct];
});
afterAll(() => t.close());

// Each test starts with nothing due: jobs of an earlier test are set aside as done.
beforeEach(async () => {
  await t.db.update(jobs).set({ doneAt: sql`now()` }).where(sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`);
});

const post = (headers: Record<string, string>, productId: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/catalog/product/${productId}/watchdog`, headers, payload: payload as object });
const watchdogJobs = () => t.db.select().from(jobs).where(and(eq(jobs.kind, 'watchdogs.notify'), sql`${jobs.doneAt} is null`)).orderBy(jobs.id);
const raiseStock = (variantId: number, quantity: number) =>
  t.db.execute(sql`update ${schema.stock} set quantity = ${quantity} where variant_id = ${variantId} and branch_id = (select min(branch_id) from ${schema.stock} where variant_id = ${variantId})`);

describe('setting a watchdog', () => {
  it('a guest with an e-mail: 201 with the SPEC §8 notice; the same address again is the same watchdog (200)', async () => {
    const p = soldOut[0]!;
    const first = await post(CZ, p.productId, { variantId: p.variantId, email: ' Hlidac@Example.com ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      message: 'Hlídací pes byl nastaven.',
      data: { id: expect.any(Number), product_id: p.productId, variant_id: p.variantId, email: 'hlidac@example.com' },
    });
    const again = await post(CZ, p.productId, { variantId: p.variantId, email: 'hlidac@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await t.db.select().from(w).where(eq(w.variantId, p.variantId))).toEqual([
      expect.objectContaining({ email: 'hlidac@example.com', userId: null, siteId: expect.any(Number), notifiedAt: null }),
    ]);
  });

  it('a customer may leave the e-mail out: the account’s is used and the watchdog is theirs', async () => {
    const p = soldOut[1]!;
    const jana = await loginAs(t, 'zakaznik@example.com');
    const res = await post(jana, p.productId, { variantId: p.variantId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.email).toBe('zakaznik@example.com');
    const [row] = await t.db.select().from(w).where(eq(w.id, res.json().data.id));
    expect(row!.userId).not.toBeNull();
  });

  it('refuses with per-field messages: no e-mail from a guest, a malformed one, a variant in stock', async () => {
    const p = soldOut[0]!;
    const none = await post(CZ, p.productId, { variantId: p.variantId });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ email: ['Pole musí být vyplněno'] });
    const bad = await post(CZ, p.productId, { variantId: p.variantId, email: 'neni-email' });
    expect(bad.json().errors).toEqual({ email: ['Pole musí obsahovat platný email.'] });
    const stocked = await post(CZ, inStock.productId, { variantId: inStock.variantId, email: 'hlidac@example.com' });
    expect(stocked.statusCode).toBe(422);
    expect(stocked.json().errors).toEqual({ variantId: ['Tato varianta je skladem, můžete ji rovnou objednat.'] });
    const sk = await post(SK, inStock.productId, { variantId: inStock.variantId, email: 'hlidac@example.com' });
    expect(sk.json().errors).toEqual({ variantId: ['Tento variant je na sklade, môžete si ho rovno objednať.'] });
    const noVariant = await post(CZ, p.productId, { email: 'hlidac@example.com' });
    expect(noVariant.json().errors).toEqual({ variantId: ['Pole musí být vyplněno'] });
  });

  it('is 404 for a variant of another product or a product the shop does not sell', async () => {
    const [a, b] = soldOut as [PickedProduct, PickedProduct];
    expect((await post(CZ, a.productId, { variantId: b.variantId, email: 'hlidac@example.com' })).statusCode).toBe(404);
    expect((await post(CZ, 99999999, { variantId: a.variantId, email: 'hlidac@example.com' })).statusCode).toBe(404);
  });

  it('one address has at most 50 open watchdogs', async () => {
    const p = soldOut[3]!;
    await t.db.insert(w).values(Array.from({ length: 50 }, () => ({ productId: p.productId, variantId: null, email: 'sberatel@example.com' })));
    const res = await post(CZ, p.productId, { variantId: p.variantId, email: 'sberatel@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Na tento e-mail už hlídáme 50 zboží, víc najednou nejde.']);
    await t.db.delete(w).where(eq(w.email, 'sberatel@example.com'));
  });

  it('is one statement for a guest', async () => {
    const p = soldOut[0]!;
    const counted = await countQueries(t.db, () => post(CZ, p.productId, { variantId: p.variantId, email: 'pocitani@example.com' }));
    expect(counted.result.statusCode).toBe(201);
    expect(counted.count).toBe(1);
  });
});

describe('back in stock', () => {
  it('a stock change that is rolled back queues nothing; a committed one queues one job per open watchdog, once', async () => {
    const p = soldOut[2]!;
    for (const email of ['prvni@example.com', 'druhy@example.com']) expect((await post(CZ, p.productId, { variantId: p.variantId, email })).statusCode).toBe(201);

    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update ${schema.stock} set quantity = 5 where variant_id = ${p.variantId}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await watchdogJobs()).toEqual([]);

    await raiseStock(p.variantId, 3);
    const queued = await watchdogJobs();
    expect(queued).toHaveLength(2);
    const ids = (await t.db.select({ id: w.id }).from(w).where(eq(w.variantId, p.variantId)).orderBy(w.id)).map((r) => r.id);
    expect(queued.map((j) => j.payload)).toEqual(ids.map((watchdogId) => ({ watchdogId })));
    // What the database writes is what the job kind says (its name, key and attempts).
    expect(queued.map((j) => [j.kind, j.key, j.maxAttempts])).toEqual(ids.map((id) => [watchdogMail.kind, watchdogMail.key!({ watchdogId: id }), watchdogMail.maxAttempts]));

    // More pieces, or pieces going down (an order), queue nothing more.
    await raiseStock(p.variantId, 8);
    await raiseStock(p.variantId, 2);
    expect(await watchdogJobs()).toHaveLength(2);

    // A runner started afterwards (the shop restarted between the stock change and the mail) sends each mail once.
    const mailer = recordingMailer();
    const runner = testJobRunner(t.deps, { log: quietJobLog, mailer });
    expect(await runner.drain()).toBe(2);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['druhy@example.com', 'prvni@example.com']);
    const mail = mailer.sent[0]!;
    expect(String(mail.subject)).toMatch(/ je opět skladem$/);
    expect(String(mail.text)).toContain('Dobrý den,');
    expect(String(mail.text)).toMatch(new RegExp(`https?://[^\\s]+/${p.productId}/[^\\s]+`));
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(w).where(and(eq(w.variantId, p.variantId), sql`${w.notifiedAt} is null`))).toEqual([{ n: 0 }]);

    // Sold out and back again: the ended watchdogs are not mailed again.
    await raiseStock(p.variantId, 0);
    await raiseStock(p.variantId, 4);
    expect(await watchdogJobs()).toEqual([]);
    expect(await runner.drain()).toBe(0);
    expect(mailer.sent).toHaveLength(2);
  });

  it('a watchdog set on the Slovak shop is mailed in Slovak, with the customer’s name', async () => {
    const p = soldOut[1]!;
    const jana = await loginAs(t, 'zakaznik@example.com');
    expect((await post({ ...jana, ...SK }, p.productId, { variantId: p.variantId, email: 'jana.sk@example.com' })).statusCode).toBe(201);
    await t.db.execute(sql`update ${schema.stock} set quantity = 1 where variant_id = ${p.variantId}`);
    const mailer = recordingMailer();
    expect(await testJobRunner(t.deps, { log: quietJobLog, mailer }).drain()).toBeGreaterThanOrEqual(1);
    const sk = mailer.sent.find((m) => m.to === 'jana.sk@example.com')!;
    expect(String(sk.subject)).toMatch(/ je opäť na sklade$/);
    expect(String(sk.text)).toContain('Dobrý deň, Jana Nováková,');
    expect(String(sk.text)).toMatch(/\/sk\/\d+\//);
  });
});
