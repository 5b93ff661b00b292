import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '@konfety/config';
import { schema } from '@konfety/db';
import { formatCzkIn } from '@konfety/domain/format';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@konfety/test-support/mail-catcher';
import { parseMail } from '@konfety/test-support/mime-reader';
import type { AppDeps } from '../src/context';
import { escapeHtml } from '../src/features/mail/order-confirmation';
import type { JobRunner } from '../src/jobs/runner';
import { sendOrderConfirmation, type MailLogger } from '../src/features/mail/send-order-confirmation';
import { CZ, createTestApp, type TestApp } from './support/app';
import { TEST_NOW, TEST_SITES, testMediaDir } from './support/constants';
import { address, cartWith, checkoutMethods, guestOrderBody, pickProducts, type PickedProduct } from './support/fixtures';
import { startTestJobRunner } from './support/jobs';

function recordingLogger() {
  const errors: unknown[][] = [];
  const infos: unknown[][] = [];
  const log = {
    error: (...args: unknown[]) => void errors.push(args),
    info: (...args: unknown[]) => void infos.push(args),
    warn: (...args: unknown[]) => void errors.push(args),
  } as unknown as MailLogger & { warn: MailLogger['error'] };
  return { log, errors, infos };
}

/** Polls `condition` every 20 ms until it holds (fails after 10 s). */
async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => setTimeout(resolve, 20));
  }
}

let t: TestApp;
let config: Config;
/** The deps the app runs with (the harness builds its config the same way), optionally with other mail settings. */
const depsWith = (over: Partial<Config> = {}): AppDeps => ({ db: t.db, config: { ...config, ...over }, now: () => TEST_NOW });
let smtp: MailCatcher;
let received: CaughtMail[] = [];
let product: PickedProduct;
let order: { id: number; number: string; email: string; variable_symbol: string; iban: string; total: number };
let autoSent: CaughtMail[] = [];
let runner: JobRunner | undefined;
const runnerLog = recordingLogger();
const j = schema.jobs;
const confirmationJobs = () =>
  t.db
    .select()
    .from(j)
    .where(and(eq(j.kind, 'mail.order_confirmation'), sql`(${j.payload}->>'orderId')::int = ${order.id}`));

beforeAll(async () => {
  smtp = await startMailCatcher();
  received = smtp.received;

  const env = { SMTP_URL: smtp.smtpUrl };
  config = loadConfig({ NODE_ENV: 'test', SITE_URL_CZ: TEST_SITES.cz.url, SITE_URL_SK: TEST_SITES.sk.url, DATA_DIR: testMediaDir(), ...env });
  t = await createTestApp({ env });
  // The shop server runs the jobs runner beside the API; the test app does not, so this file runs its own.
  // Its poll is a minute: the confirmation below arrives at once only through the wake-up of a placed order.
  runner = startTestJobRunner(depsWith(), { log: runnerLog.log, pollMs: 60_000 });
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 3, maxGross: 40000 })) as [PickedProduct];
  const methods = await checkoutMethods(t, CZ);
  const cart = await cartWith(t, product, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: CZ,
    payload: guestOrderBody(methods, cart.tempId, {
      email: 'mail.zakaznik@example.com',
      phone: '602111333',
      invoiceAddress: { ...address, firstname: 'Petr <b>' },
      note: 'Prosím <zabalit> & "rychle"',
    }),
  });
  expect(res.statusCode).toBe(201);
  order = res.json().data;
  // Placing the order queues its confirmation; the runner sends it after the commit and marks it done.
  // Keep it aside for its own test.
  await until(async () => {
    const [row] = await confirmationJobs();
    return received.length > 0 && !!row?.doneAt;
  }, 'the order confirmation');
  autoSent = received.splice(0);
});

afterAll(async () => {
  await runner?.stop();
  await t?.close();
  await smtp?.stop();
});

describe('order confirmation on checkout', () => {
  it('placing an order sends exactly one confirmation to the customer, through its job', async () => {
    expect(autoSent).toHaveLength(1);
    const rows = await confirmationJobs();
    expect(rows).toEqual([expect.objectContaining({ kind: 'mail.order_confirmation', attempts: 1, doneAt: expect.any(Date), failedAt: null, lastError: null })]);
    expect(runnerLog.errors).toEqual([]);
    expect(autoSent[0]!.to).toEqual([order.email]);
    expect(parseMail(autoSent[0]!.raw).headers['subject']).toBe(`Potvrzení objednávky č. ${order.number}`);
  });
});

describe('sendOrderConfirmation over SMTP', () => {
  it('sends one Czech message with the summary, bank details and an inline QR Platba image', async () => {
    const { log, errors } = recordingLogger();
    const ok = await sendOrderConfirmation(depsWith(), order.id, log);
    expect(errors).toEqual([]);
    expect(ok).toBe(true);
    expect(received).toHaveLength(1);
    const msg = received[0]!;
    expect(msg.to).toEqual([order.email]);
    expect(msg.from).toBe('obchod@konfety.example');

    const mail = parseMail(msg.raw);
    expect(mail.headers['subject']).toBe(`Potvrzení objednávky č. ${order.number}`);
    expect(mail.headers['to']).toContain(order.email);

    const total = formatCzkIn(order.total);
    expect(mail.text).toContain(order.number);
    expect(mail.text).toContain(`Variabilní symbol: ${order.variable_symbol}`);
    expect(mail.text).toContain(order.iban);
    expect(mail.text).toContain(`Celkem k úhradě: ${total}`);
    expect(mail.text).toContain('Dobrý den, Petr <b> Svoboda,');
    expect(mail.text).toContain(`https://www.konfety.test/shrnuti/${order.id}/`);
    expect(mail.text).toContain(formatCzkIn(product.gross));

    // HTML: values escaped, QR referenced by cid
    expect(mail.html).toContain(escapeHtml('Petr <b> Svoboda'));
    expect(mail.html).not.toContain('Petr <b>');
    expect(mail.html).toContain('Prosím &lt;zabalit&gt; &amp; &quot;rychle&quot;');
    expect(mail.html).toContain(order.iban);
    const cid = /<img src="cid:([^"]+)"/.exec(mail.html)?.[1];
    expect(cid).toBeTruthy();

    const png = mail.parts.find((p) => (p.headers['content-type'] ?? '').startsWith('image/png'));
    expect(png).toBeDefined();
    expect(png!.headers['content-id']).toBe(`<${cid}>`);
    expect(png!.headers['content-disposition']).toMatch(/^inline/);
    expect(png!.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('resolves and logs when the SMTP server cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { log, errors } = recordingLogger();
    const deps = depsWith({ mail: { ...config.mail, smtpUrl: `smtp://127.0.0.1:${closedPort}` } });
    await expect(sendOrderConfirmation(deps, order.id, log)).resolves.toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ orderId: order.id, err: expect.any(Error) });
  });

  it('resolves and logs for an unknown order', async () => {
    const { log, errors } = recordingLogger();
    await expect(sendOrderConfirmation(depsWith(), 987654321, log)).resolves.toBe(false);
    expect(errors).toHaveLength(1);
  });
});

describe('sendOrderConfirmation without SMTP_URL', () => {
  it('writes the message as an .eml file into {DATA_DIR}/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konfety-mail-'));
    try {
      const deps = depsWith({ dataDir, mail: { ...config.mail, smtpUrl: undefined } });
      const { log, errors } = recordingLogger();
      await expect(sendOrderConfirmation(deps, order.id, log)).resolves.toBe(true);
      expect(errors).toEqual([]);
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = parseMail(fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'latin1'));
      expect(mail.headers['subject']).toBe(`Potvrzení objednávky č. ${order.number}`);
      expect(mail.headers['to']).toContain(order.email);
      expect(mail.text).toContain(order.variable_symbol);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
