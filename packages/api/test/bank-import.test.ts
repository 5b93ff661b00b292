import { decode } from 'bysquare/pay';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { convertFromCzk } from '@konfety/domain/format';
import { fioEnv, startTestFioBank, type TestFioBank } from '@konfety/test-support/fio-bank';
import { fioImportJob, fioImportSchedule } from '../src/features/bank/jobs';
import { createTestApp, CZ, SK, type TestApp } from './support/app';
import { cartWith, checkoutMethods, guestOrderBody, pickProducts, slovakOrderBody, type PickedProduct } from './support/fixtures';
import { recordingJobLog, testJobRunner } from './support/jobs';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';

/*
 * Bank transfers in the back office (issue 40): statements in the banks' real formats (ABO/GPC in windows-1250, Fio's
 * CSV), built here for orders waiting for payment as the test database holds them, imported by the manager: a
 * transfer of exactly the total pays its order once (state, `bank` payment, the paid e-mail's job), the rest is open
 * with its reason; the same file again is all duplicates and pays nothing; a person resolves what is open. The Fio API
 * import runs as the scheduled job against the stand-in (@konfety/test-support/fio-bank).
 */

let t: TestApp;
let fio: TestFioBank;
let product: PickedProduct;
const cookies = {} as Record<keyof typeof DEMO_STAFF, string>;

interface WaitingOrder {
  id: number;
  number: string;
  vs: string;
  total: number;
}
/** Orders waiting for a transfer, read from the database: the seeded one first, then those placed here. */
let orders: WaitingOrder[] = [];

beforeAll(async () => {
  fio = await startTestFioBank();
  t = await createTestApp({ env: fioEnv(fio) });
  [product] = (await pickProducts(t.db, { singleVariant: true, minStock: 40, maxGross: 40000 })) as [PickedProduct];
  const methods = await checkoutMethods(t, CZ);
  for (let i = 0; i < 7; i++) {
    const cart = await cartWith(t, product, 1 + (i % 3));
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: CZ, payload: guestOrderBody(methods, cart.tempId) });
    expect(res.statusCode, res.body).toBe(201);
  }
  orders = (
    await t.db
      .select({ id: schema.orders.id, number: schema.orders.number, vs: schema.orders.variableSymbol, total: schema.orders.total })
      .from(schema.orders)
      .innerJoin(schema.paymentMethods, eq(schema.paymentMethods.id, schema.orders.paymentMethodId))
      .where(and(eq(schema.orders.state, 'waiting_for_payment'), eq(schema.paymentMethods.kind, 'bank_transfer')))
      .orderBy(schema.orders.id)
  ).map((o) => ({ ...o, total: Number(o.total) }));
  expect(orders.length).toBeGreaterThanOrEqual(8);
  let ip = 40;
  for (const role of Object.keys(DEMO_STAFF) as Array<keyof typeof DEMO_STAFF>) cookies[role] = (await logInStaff(t, DEMO_STAFF[role], `203.0.113.${ip++}`)).cookie;
});
afterAll(async () => {
  await t?.close();
  await fio?.stop();
});

const get = (url: string, cookie = cookies.manager) => t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });
const post = (url: string, payload: Record<string, unknown>, cookie = cookies.manager) =>
  t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: { cookie, ...STAFF_HEADER }, payload });
const upload = (fileName: string, bytes: Uint8Array, cookie = cookies.manager) =>
  post('/bank/imports', { file_name: fileName, content_base64: Buffer.from(bytes).toString('base64') }, cookie);

// ---------------------------------------------------------------------------------------------------------------
// Statements in the banks' formats

/** windows-1250, as the banks write GPC: the table read off the decoder for the upper half. */
const upperHalf = [...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i))];
function windows1250(text: string): Uint8Array {
  return Uint8Array.from([...text], (ch) => {
    const code = ch.charCodeAt(0);
    if (code < 128) return code;
    const at = upperHalf.indexOf(ch);
    if (at < 0) throw new Error(`not in windows-1250: ${ch}`);
    return 128 + at;
  });
}

const digits = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);
const text = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);

/** The shop's account as GPC writes it: prefix (6) and number (10). */
const OWN = '0000192000145399';
/** The Slovak site's account (SK31 1200 0000 1987 4263 7541): prefix 000019, number 8742637541. */
const OWN_SK = '0000198742637541';
/** GPC's currency: "0" and the ISO numeric code. */
const GPC_CZK = '00203';
const GPC_EUR = '00978';
const DAY = '201126'; // 20. 11. 2026

interface GpcMove {
  doc: string;
  amount: number;
  vs: string | null;
  name: string;
  message?: string;
  counter?: string;
  bank?: string;
  code?: '1' | '2';
}

/** ABO/GPC: a 074 header, a 075 record per movement (128 characters, fixed positions), a 078 line with its message. */
function gpc(moves: GpcMove[], { account = OWN, currency = GPC_CZK } = {}): Uint8Array {
  const credits = moves.filter((m) => m.code !== '1').reduce((s, m) => s + m.amount, 0);
  const header = `074${account}${text('Konfety s.r.o.', 20)}${DAY}${digits(0, 14)}+${digits(credits, 14)}+${digits(0, 14)}0${digits(credits, 14)}0001${DAY}${' '.repeat(14)}`;
  const lines = [header];
  for (const m of moves) {
    lines.push(
      `075${account}${digits(m.counter ?? '123456789', 16)}${digits(m.doc, 13)}${digits(m.amount, 12)}${m.code ?? '2'}${digits(m.vs ?? '0', 10)}00${m.bank ?? '0800'}${digits(0, 4)}${digits(0, 10)}${DAY}${text(m.name, 20)}${currency}${DAY}`,
    );
    if (m.message) lines.push(text(`078${m.message}`, 128));
  }
  for (const line of lines) expect(line.length).toBe(128);
  return windows1250(`${lines.join('\r\n')}\r\n`);
}

/** Fio banka's CSV export: the account's lines, then the columns by name; amounts in crowns with a decimal comma. */
function fioCsv(moves: Array<{ id: string; amount: number; vs: string | null; name: string; message?: string }>): Uint8Array {
  const crowns = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
  const rows = [
    'accountId;2000145399',
    'bankId;2010',
    'currency;CZK',
    'iban;CZ6520100000002000145399',
    'bic;FIOBCZPPXXX',
    '',
    'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu',
    ...moves.map((m) =>
      [m.id, '20.11.2026', crowns(m.amount), 'CZK', '2900233333', m.name, '2010', 'Fio banka, a.s.', '', m.vs ?? '', '', m.name, m.message ?? '', m.amount < 0 ? 'Bezhotovostní platba' : 'Bezhotovostní příjem', '', '', '', '', ''].join(';'),
    ),
  ];
  return new TextEncoder().encode(`${rows.join('\r\n')}\r\n`);
}

// ---------------------------------------------------------------------------------------------------------------

interface Movement {
  id: number | null;
  movement_id: string;
  amount: number;
  outcome: string;
  reason: string | null;
  reason_label: string | null;
  open: boolean;
  currency: string;
  order: { id: number; number: string; state: string; total: number; amount_due: number; currency: string } | null;
  resolution: { action: string; note: string | null; by: string | null } | null;
}
interface Summary {
  import: { id: number; source: string; movement_count: number; matched_count: number; open_count: number };
  counts: Record<string, number>;
  movements: Movement[];
  errors: Array<{ line: number; message: string }>;
}

const orderRow = async (id: number) => (await t.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const paymentsOf = (id: number) => t.db.select().from(schema.payments).where(and(eq(schema.payments.orderId, id), eq(schema.payments.provider, 'bank')));
const paidMailJobs = (id: number) =>
  t.db.select().from(schema.jobs).where(and(eq(schema.jobs.kind, 'mail.order_state'), eq(schema.jobs.key, `${id}:paid`)));
const openMovements = async () => {
  const res = await get('/bank/movements?state=open');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { movements: Movement[]; total: number }).movements;
};
const tableCounts = async () => ({
  imports: await t.db.$count(schema.bankImports),
  movements: await t.db.$count(schema.bankMovements),
  payments: await t.db.$count(schema.payments),
});

describe('a GPC statement imported by the manager', () => {
  let file: Uint8Array;
  let first: Summary;

  it('pays the order a transfer pays exactly (once), and lists the wrong amount, the unknown symbol and the duplicate with their reasons', async () => {
    const [a, b, d] = [orders[0]!, orders[1]!, orders[3]!];
    file = gpc([
      { doc: '26500000001', amount: a.total, vs: a.vs, name: 'Jiří Dvořák', message: `Objednávka ${a.number} – balónky` },
      { doc: '26500000002', amount: b.total - 10000, vs: b.vs, name: 'Žofie Šťastná' },
      { doc: '26500000003', amount: 50000, vs: '9999999999', name: 'Petr Novák' },
      { doc: '26500000004', amount: d.total, vs: d.vs, name: 'Eva Malá' },
      // The bank listed the same movement twice: it pays once, the second is for a person to look at.
      { doc: '26500000004', amount: d.total, vs: d.vs, name: 'Eva Malá' },
      { doc: '26500000005', amount: 150000, vs: '555', name: 'Papírnictví Žluťák', code: '1' },
    ]);
    const res = await upload('vypis-2026-11-20.gpc', file);
    expect(res.statusCode, res.body).toBe(200);
    first = res.json() as Summary;
    expect(first.counts).toEqual({ matched: 2, wrong_amount: 1, unknown_symbol: 1, duplicate: 1, already_paid: 0, ignored: 1 });
    expect(first.import).toMatchObject({ source: 'upload', movement_count: 6, matched_count: 2, open_count: 3 });
    expect(first.errors).toEqual([]);
    expect(first.movements.filter((m) => m.open).map((m) => [m.movement_id, m.reason])).toEqual([
      ['26500000002', 'underpaid'],
      ['26500000003', 'no_order'],
      ['26500000004', 'repeated_in_file'],
    ]);

    for (const order of [a, d]) {
      const row = await orderRow(order.id);
      expect(row.state).toBe('paid');
      expect(row.paidAt).not.toBeNull();
      const payments = await paymentsOf(order.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ state: 'PAID', amount: order.total, currency: 'CZK' });
      expect(await paidMailJobs(order.id)).toHaveLength(1);
    }
    expect((await paymentsOf(a.id))[0]!.externalId).toBe('26500000001');
    // The customer's name read from windows-1250, the message from the 078 line.
    const history = await t.db.select().from(schema.orderStateHistory).where(and(eq(schema.orderStateHistory.orderId, a.id), eq(schema.orderStateHistory.state, 'paid')));
    expect(history[0]!.note).toContain('vedouci@example.com');
    expect(history[0]!.note).toContain('26500000001');
    const audit = await t.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'bank.match'), eq(schema.auditLog.entityId, String(a.id))));
    expect(audit).toHaveLength(1);

    // The unpaid one stays waiting.
    expect((await orderRow(b.id)).state).toBe('waiting_for_payment');
    expect(await paymentsOf(b.id)).toHaveLength(0);

    const open = await openMovements();
    const byId = (id: string) => open.filter((m) => m.movement_id === id);
    expect(byId('26500000002')).toMatchObject([{ outcome: 'wrong_amount', reason: 'underpaid', reason_label: 'Zaplaceno méně, než je cena objednávky', order: { id: b.id, number: b.number } }]);
    expect(byId('26500000003')).toMatchObject([{ outcome: 'unknown_symbol', reason: 'no_order', reason_label: 'Žádná objednávka nemá tento variabilní symbol', order: null }]);
    expect(byId('26500000004')).toMatchObject([{ outcome: 'duplicate', reason: 'repeated_in_file', reason_label: 'Pohyb je ve výpisu vícekrát', order: { id: d.id } }]);
    // Matched and skipped movements are nobody's work.
    expect(byId('26500000001')).toEqual([]);
    expect(byId('26500000005')).toEqual([]);
    const all = (await get('/bank/movements?state=all')).json() as { movements: Movement[] };
    expect(all.movements.find((m) => m.movement_id === '26500000001')).toMatchObject({ outcome: 'matched', open: false, order: { id: a.id, state: 'paid' } });
    expect(all.movements.find((m) => m.movement_id === '26500000005')).toMatchObject({ outcome: 'ignored', reason: 'outgoing', open: false });
  });

  it('imported again, is all duplicates: it pays nothing more and writes no movement twice', async () => {
    const before = await tableCounts();
    const openBefore = (await openMovements()).length;
    const res = await upload('vypis-2026-11-20.gpc', file);
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as Summary;
    expect(again.counts).toEqual({ matched: 0, wrong_amount: 0, unknown_symbol: 0, duplicate: 6, already_paid: 0, ignored: 0 });
    expect(again.movements.every((m) => m.outcome === 'duplicate' && m.reason === 'already_imported' && m.id === null && !m.open)).toBe(true);
    expect(again.import).toMatchObject({ movement_count: 6, matched_count: 0, open_count: 0 });
    const after = await tableCounts();
    expect(after).toEqual({ imports: before.imports + 1, movements: before.movements, payments: before.payments });
    expect((await openMovements()).length).toBe(openBefore);
    for (const order of [orders[0]!, orders[3]!]) expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('lists the recent imports, newest first', async () => {
    const res = await get('/bank/imports');
    expect(res.statusCode).toBe(200);
    const { imports } = res.json() as { imports: Array<{ id: number; file_name: string; staff: string; source_label: string; format: string; movement_count: number }> };
    expect(imports[0]).toMatchObject({ file_name: 'vypis-2026-11-20.gpc', staff: 'vedouci@example.com', source_label: 'Nahraný výpis', format: 'gpc', movement_count: 6 });
    expect(imports[1]!.id).toBe(first.import.id);
  });
});

describe('a Fio CSV export', () => {
  it('pays the exact transfer; an overpaid one, a transfer to a paid order and a payment out are told apart', async () => {
    const [a, c, e] = [orders[0]!, orders[2]!, orders[4]!];
    const res = await upload('Pohyby_2000145399.csv', fioCsv([
      { id: '26500000101', amount: e.total, vs: e.vs, name: 'Jiří Dvořák', message: `Objednávka ${e.number}` },
      { id: '26500000102', amount: c.total + 5000, vs: c.vs, name: 'Žofie Šťastná' },
      { id: '26500000103', amount: a.total, vs: a.vs, name: 'Jiří Dvořák', message: 'podruhé omylem' },
      { id: '26500000104', amount: -30000, vs: '777', name: 'Dodavatel' },
    ]));
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as Summary;
    expect(summary.counts).toMatchObject({ matched: 1, wrong_amount: 1, already_paid: 1, ignored: 1 });
    expect((await orderRow(e.id)).state).toBe('paid');
    expect((await orderRow(c.id)).state).toBe('waiting_for_payment');
    const open = await openMovements();
    expect(open.find((m) => m.movement_id === '26500000102')).toMatchObject({ reason: 'overpaid', order: { id: c.id } });
    expect(open.find((m) => m.movement_id === '26500000103')).toMatchObject({ outcome: 'already_paid', reason: 'paid', order: { id: a.id } });
    expect(open.find((m) => m.movement_id === '26500000104')).toBeUndefined();
  });
});

describe('resolving the open movements', () => {
  const movementOf = async (movementId: string) => (await openMovements()).find((m) => m.movement_id === movementId)!;

  it('accepts an underpaid transfer as the order’s payment: the order is paid as by a match, in the audit log', async () => {
    const b = orders[1]!;
    const underpaid = await movementOf('26500000002');
    const res = await post(`/bank/movements/${underpaid.id}/resolve`, { action: 'mark_paid', note: 'Doplatek 100 Kč přijde hotově' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ open: false, resolution: { action: 'mark_paid', note: 'Doplatek 100 Kč přijde hotově', by: 'vedouci@example.com' } });
    expect((await orderRow(b.id)).state).toBe('paid');
    expect(await paymentsOf(b.id)).toMatchObject([{ state: 'PAID', amount: b.total - 10000, externalId: '26500000002' }]);
    expect(await paidMailJobs(b.id)).toHaveLength(1);
    const audit = await t.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'bank_movement'), eq(schema.auditLog.entityId, String(underpaid.id))));
    expect(audit).toMatchObject([{ action: 'bank.resolve.mark_paid', actor: 'vedouci@example.com' }]);
    expect((await openMovements()).some((m) => m.id === underpaid.id)).toBe(false);
    // Resolved once.
    expect((await post(`/bank/movements/${underpaid.id}/resolve`, { action: 'ignore' })).statusCode).toBe(409);
  });

  it('ignores the unknown symbol (with its audit row); refuses to pay with a movement whose order does not wait for payment', async () => {
    const unknown = await movementOf('26500000003');
    // No order: nothing to pay.
    const refused = await post(`/bank/movements/${unknown.id}/resolve`, { action: 'mark_paid' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/nepatří k žádné objednávce/);
    const res = await post(`/bank/movements/${unknown.id}/resolve`, { action: 'ignore', note: 'Soukromá platba' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ open: false, resolution: { action: 'ignore', note: 'Soukromá platba' } });
    const audit = await t.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'bank_movement'), eq(schema.auditLog.entityId, String(unknown.id))));
    expect(audit.map((a) => a.action)).toEqual(['bank.resolve.ignore']);

    // A transfer to an order paid before: the money goes back, the order is not paid twice.
    const twice = await movementOf('26500000103');
    expect((await post(`/bank/movements/${twice.id}/resolve`, { action: 'mark_paid' })).statusCode).toBe(409);
    const refunded = await post(`/bank/movements/${twice.id}/resolve`, { action: 'refunded' });
    expect(refunded.statusCode).toBe(200);
    expect(await paymentsOf(orders[0]!.id)).toHaveLength(1);

    // A matched movement is no one's to resolve; an unknown id is a 404; a made-up action a 422.
    const matched = ((await get('/bank/movements?state=all')).json() as { movements: Movement[] }).movements.find((m) => m.outcome === 'matched')!;
    expect((await post(`/bank/movements/${matched.id}/resolve`, { action: 'ignore' })).statusCode).toBe(409);
    expect((await post('/bank/movements/999999/resolve', { action: 'ignore' })).statusCode).toBe(404);
    expect((await post(`/bank/movements/${twice.id}/resolve`, { action: 'smazat' })).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('branch staff and the content editor get 403 from every bank operation, a visitor without a session 401', async () => {
    const file = gpc([{ doc: '26500000901', amount: 100, vs: '1', name: 'Nikdo' }]);
    const before = await tableCounts();
    for (const role of ['branch', 'editor'] as const) {
      const cookie = cookies[role];
      expect((await upload('x.gpc', file, cookie)).statusCode, role).toBe(403);
      expect((await get('/bank/imports', cookie)).statusCode, role).toBe(403);
      expect((await get('/bank/movements', cookie)).statusCode, role).toBe(403);
      expect((await post('/bank/movements/1/resolve', { action: 'ignore' }, cookie)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bank/movements' })).statusCode).toBe(401);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('a file that is not a statement', () => {
  it('is a 422 with a Czech message and writes nothing', async () => {
    const before = await tableCounts();
    for (const [name, content] of [
      ['vypis.gpc', 'Toto není výpis, jen poznámka.\r\n'],
      ['vypis.csv', 'Jméno;Příjmení\r\nJan;Novák\r\n'],
      ['vypis.json', '{"accountStatement": 42'],
      ['prazdny.gpc', ''],
    ] as const) {
      const res = await upload(name, new TextEncoder().encode(content));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().message, name).toMatch(/[áčěíéřšůúýž]/);
    }
    // Every movement line broken: nothing readable.
    const broken = new TextDecoder('windows-1250').decode(gpc([{ doc: '26500000950', amount: 100, vs: '1', name: 'Nikdo' }])).replace(/^075(.{57})2/m, '075$19');
    const res = await upload('rozbity.gpc', windows1250(broken));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('kód účtování');
    // More than 2 MB.
    const big = await upload('velky.csv', new Uint8Array(2 * 1024 * 1024 + 10).fill(65));
    expect([413, 422]).toContain(big.statusCode);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('the Fio API, hourly', () => {
  const SLOT = new Date('2026-11-21T12:10:00Z');
  const at = (hours: number) => new Date(SLOT.getTime() + hours * 3_600_000 + 60_000);
  const runSlot = async (hours: number) => {
    t.setNow(() => at(hours));
    const { log, lines } = recordingJobLog();
    const runner = testJobRunner(t.deps, { log, kinds: [fioImportJob], schedules: [fioImportSchedule], clock: () => at(hours) });
    await runner.drain();
    await runner.stop();
    return lines;
  };
  const fioImports = () => t.db.select().from(schema.bankImports).where(eq(schema.bankImports.source, 'fio'));
  afterAll(() => t.setNow(() => new Date('2026-11-21T12:00:00Z')));

  it('imports the account’s new movements and pays the order; with nothing new it writes nothing; a 409 waits for the next slot', async () => {
    const g = orders[5]!;
    const h = orders[6]!;
    fio.addMovements([
      { id: 26500000201, date: '2026-11-21', amount: g.total, variableSymbol: g.vs, counterAccount: '123456789', bankCode: '0800', counterName: 'Jiří Dvořák', message: `Objednávka ${g.number}` },
      { id: 26500000202, date: '2026-11-21', amount: 12345, variableSymbol: '1234567', counterName: 'Neznámý' },
    ]);
    await runSlot(0);
    expect((await orderRow(g.id)).state).toBe('paid');
    expect(await paymentsOf(g.id)).toMatchObject([{ externalId: '26500000201', amount: g.total }]);
    const [imported] = await fioImports();
    expect(imported).toMatchObject({ source: 'fio', format: 'fio-json', account: '2000145399/2010', staffId: null, movementCount: 2, matchedCount: 1 });
    const history = await t.db.select().from(schema.orderStateHistory).where(and(eq(schema.orderStateHistory.orderId, g.id), eq(schema.orderStateHistory.state, 'paid')));
    // Nobody at the shop paid it by hand: the bank (the scheduled import) is who the history names.
    expect(history[0]!.note).toBe(`Bankovní výpis: Bankovní převod ${(g.total / 100).toFixed(2).replace('.', ',')} CZK, VS ${g.vs}, pohyb 26500000201 (API Fio banky)`);
    expect((await openMovements()).some((m) => m.movement_id === '26500000202')).toBe(true);

    // The next hour, nothing new: Fio answers an empty list, and no empty import is written.
    fio.setMinInterval(0);
    await runSlot(1);
    expect(fio.calls.at(-1)).toMatchObject({ path: '/last/{token}/transactions.json', status: 200 });
    expect(await fioImports()).toHaveLength(1);

    // Someone used the token less than 30 s ago: a 409, logged, nothing imported; the next slot imports it.
    fio.setMinInterval(30_000);
    fio.addMovements([{ id: 26500000203, date: '2026-11-21', amount: h.total, variableSymbol: h.vs, counterName: 'Eva Malá' }]);
    const lines = await runSlot(2);
    expect(fio.calls.at(-1)!.status).toBe(409);
    expect(lines.some((l) => l.level === 'warn' && /409/.test(l.msg))).toBe(true);
    expect((await orderRow(h.id)).state).toBe('waiting_for_payment');
    const slotJobs = await t.db.select().from(schema.jobs).where(eq(schema.jobs.kind, 'bank.fio_import'));
    expect(slotJobs.every((j) => j.doneAt !== null && j.failedAt === null)).toBe(true);
    fio.setMinInterval(0);
    await runSlot(3);
    expect((await orderRow(h.id)).state).toBe('paid');
    expect(await fioImports()).toHaveLength(2);
  });

  it('a failure of the bank (500: an unknown or expired token) fails the slot’s job, logged without the token; the next slot tries again', async () => {
    fio.fail(500);
    const lines = await runSlot(4);
    const [job] = await t.db.select().from(schema.jobs).where(and(eq(schema.jobs.kind, 'bank.fio_import'), sql`${schema.jobs.failedAt} is not null`));
    expect(job?.lastError).toMatch(/HTTP 500/);
    expect(JSON.stringify(lines)).not.toContain(fio.token);
    expect(job!.lastError).not.toContain(fio.token);
    expect(lines.some((l) => l.level === 'error')).toBe(true);
    fio.fail(null);
    const o = orders[7]!;
    fio.addMovements([{ id: 26500000204, date: '2026-11-21', amount: o.total, variableSymbol: o.vs }]);
    await runSlot(5);
    expect((await orderRow(o.id)).state).toBe('paid');
  });
});

describe('a Slovak order paid in euros to the Slovak account', () => {
  interface PlacedOrder {
    id: number;
    number: string;
    variable_symbol: string;
    total: number;
    currency: { code: string; rate: string; decimals: number };
    qr_payment: string;
  }
  const placeSlovak = async (): Promise<PlacedOrder> => {
    const sk = await checkoutMethods(t, SK);
    const cart = await cartWith(t, product, 2, SK);
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: SK, payload: slovakOrderBody(sk, cart.tempId) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as PlacedOrder;
  };
  /** What the summary shows and the PAY by square code asks for: the CZK total at the order's rate, in cents. */
  const eurDue = (o: PlacedOrder) => convertFromCzk(o.total, o.currency);

  it('matches the euro amount the PAY by square code asked for and pays the order; the CZK total sent as euros is not that amount', async () => {
    const [exact, other] = [await placeSlovak(), await placeSlovak()];
    expect(exact.currency.code).toBe('EUR');
    expect(decode(exact.qr_payment).payments[0]!.amount).toBe(eurDue(exact) / 100);
    const res = await upload(
      'vypis-sk-2026-11-20.gpc',
      gpc(
        [
          { doc: '26500000301', amount: eurDue(exact), vs: exact.variable_symbol, name: 'Jan Slovak', message: `Objednavka ${exact.number}` },
          { doc: '26500000302', amount: other.total, vs: other.variable_symbol, name: 'Jan Slovak' },
        ],
        { account: OWN_SK, currency: GPC_EUR },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as Summary;
    expect(summary.counts).toMatchObject({ matched: 1, wrong_amount: 1 });

    expect((await orderRow(exact.id)).state).toBe('paid');
    expect(await paymentsOf(exact.id)).toMatchObject([{ state: 'PAID', amount: eurDue(exact), currency: 'EUR', externalId: '26500000301' }]);
    expect(await paidMailJobs(exact.id)).toHaveLength(1);

    // The back office compares the transfer with the order's amount in euros, not with its CZK total.
    expect((await orderRow(other.id)).state).toBe('waiting_for_payment');
    const open = (await openMovements()).find((m) => m.movement_id === '26500000302');
    expect(open).toMatchObject({ outcome: 'wrong_amount', reason: 'overpaid', currency: 'EUR', order: { id: other.id, total: other.total, amount_due: eurDue(other), currency: 'EUR' } });
  });
});
