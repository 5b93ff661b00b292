import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type BankMovement,
  decodeStatementText,
  normalizeSymbol,
  parseBankCsv,
  parseFioTransactions,
  parseGpc,
  parseStatement,
  statementErrorCodes,
} from '../src/bank-statements';
import {
  type OrderCandidate,
  incomingVariableSymbols,
  matchTransfers,
  orderLookup,
  transferOutcomes,
  transferReasons,
} from '../src/transfer-matching';
import { bankText, transferOutcomeLabel, transferReasonLabel } from '../src/i18n/bank';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url));
const gpcBytes = fixture('statement.gpc');
const csvBytes = fixture('fio.csv');
const fioJson: unknown = JSON.parse(fixture('fio.json').toString('utf8'));

/** The fixture's lines as text, to make broken variants of single records. */
const gpcLines = () => decodeStatementText(gpcBytes).split('\r\n');
/** Overwrites a fixed-width line from the 1-based position `from` on. */
const put = (line: string, from: number, value: string) => line.slice(0, from - 1) + value + line.slice(from - 1 + value.length);
const errorsOf = (r: { errors: Array<{ line: number; code: string }> }) => r.errors.map((e) => [e.line, e.code]);
/** Czech text as a bank writes it: windows-1250 bytes (the table read off the decoder for 0x80–0xFF). */
const upperHalf = [...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i))];
const toWindows1250 = (s: string) => Uint8Array.from([...s], (ch) => (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : 128 + upperHalf.indexOf(ch)));

describe('decoding the bytes', () => {
  it('reads a windows-1250 file (the banks’ GPC) with its Czech letters', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gpcBytes)).toThrow();
    expect(gpcBytes.includes(0xf8)).toBe(true); // "ř" in windows-1250
    expect(decodeStatementText(gpcBytes)).toContain('Jiří Dvořák');
    expect(decodeStatementText(gpcBytes)).toContain('Žofie Šťastná');
  });

  it('reads UTF-8 with or without a BOM, and drops the BOM of a string', () => {
    const utf8 = new TextEncoder().encode('Zpráva pro příjemce');
    expect(decodeStatementText(utf8)).toBe('Zpráva pro příjemce');
    expect(decodeStatementText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Zpráva pro příjemce');
    expect(decodeStatementText('\uFEFFabc')).toBe('abc');
  });

  it('symbols: digits without leading zeros, null when empty, zero or not digits', () => {
    expect(normalizeSymbol('0002026000101')).toBe('2026000101');
    expect(normalizeSymbol(' 42 ')).toBe('42');
    expect(normalizeSymbol(308)).toBe('308');
    for (const v of ['', '0000000000', null, undefined, 'VS 12', '12-3']) expect(normalizeSymbol(v), String(v)).toBeNull();
  });
});

describe('ABO/GPC', () => {
  const gpc = parseGpc(gpcBytes);

  it('reads the header’s account, every movement, and reports the one bad line by its number', () => {
    expect(gpc.format).toBe('gpc');
    expect(gpc.account).toBe('2000145399');
    expect(gpc.movements).toHaveLength(15);
    expect(errorsOf(gpc)).toEqual([[16, 'bad_amount']]);
    expect(gpc.errors[0]!.message).toBe('Neplatná částka „0000001250,0“.');
  });

  it('reads every field of a credit, with the message of the 078 line after it', () => {
    expect(gpc.movements[0]).toEqual({
      id: '26500000001',
      date: '2026-11-27',
      amount: 125000,
      kind: 'credit',
      currency: 'CZK',
      variableSymbol: '2026000101',
      constantSymbol: '308',
      specificSymbol: null,
      counterAccount: '123456789/0800',
      counterName: 'Jiří Dvořák',
      message: 'Objednávka 2026000101 – balónky a konfety pro Kláru',
    } satisfies BankMovement);
    expect(gpc.movements.filter((m) => m.message !== null)).toHaveLength(1);
  });

  it('a counter-account with a prefix, the specific symbol, an empty counter-account', () => {
    expect(gpc.movements[1]).toMatchObject({ counterAccount: '19-2000145399/0100', specificSymbol: '42', counterName: 'Žofie Šťastná', amount: 80000 });
    expect(gpc.movements[6]).toMatchObject({ counterAccount: null, date: '2026-11-28' });
  });

  it('accounting codes: 1 debit (out), 2 credit (in), 4 reversed debit (in), 5 reversed credit (out)', () => {
    const byId = (id: string) => gpc.movements.find((m) => m.id === id)!;
    expect(byId('26500000003')).toMatchObject({ kind: 'credit', amount: 50000 });
    expect(byId('26500000006')).toMatchObject({ kind: 'debit', amount: -150000, variableSymbol: '555', counterName: 'Papírnictví Žluťák' });
    expect(byId('26500000007')).toMatchObject({ kind: 'debit_reversal', amount: 125000 });
    expect(byId('26500000008')).toMatchObject({ kind: 'credit_reversal', amount: -50000 });
  });

  it('the currency by its ISO number (0978 = EUR)', () => {
    expect(gpc.movements.find((m) => m.id === '26500000014')).toMatchObject({ currency: 'EUR', amount: 2000, counterName: 'Hans Müller' });
  });

  it('a movement without a document number gets a stable id from its line', () => {
    const card = gpc.movements[12]!;
    expect(card.counterName).toBe('Platba kartou');
    expect(card.id).toMatch(/^hash:[0-9a-f]{16}$/);
    expect(parseGpc(gpcBytes).movements[12]!.id).toBe(card.id);
    const other = gpcLines().map((l, i) => (i === 14 ? put(l, 49, '000000004901') : l)).join('\r\n');
    expect(parseGpc(other).movements[12]!.id).not.toBe(card.id);
  });

  it('puts each field where the specification does (positions 1-based)', () => {
    const line = [
      '075', // 1–3 record type
      '0000002000145399', // 4–19 own account
      '000123', // 20–25 counter-account prefix
      '0000456789', // 26–35 counter-account number
      '0000000000777', // 36–48 document number
      '000000012345', // 49–60 amount in haléře
      '2', // 61 accounting code
      '0000009876', // 62–71 variable symbol
      '00', // 72–73
      '5500', // 74–77 counter-account bank
      '0558', // 78–81 constant symbol
      '0000000321', // 82–91 specific symbol
      '150126', // 92–97 value date
      'Čeněk Ňachal'.padEnd(20), // 98–117 counter-party name
      '0', // 118
      '0203', // 119–122 currency
      '020226', // 123–128 posting date
    ].join('');
    expect(line).toHaveLength(128);
    const header = '074' + '0000192000145399' + 'Konfety'.padEnd(20) + '0'.repeat(89);
    const r = parseGpc(`${header}\n${line}\n`);
    expect(r.account).toBe('19-2000145399');
    expect(r.errors).toEqual([]);
    expect(r.movements).toEqual([
      {
        id: '777',
        date: '2026-02-02',
        amount: 12345,
        kind: 'credit',
        currency: 'CZK',
        variableSymbol: '9876',
        constantSymbol: '558',
        specificSymbol: '321',
        counterAccount: '123-456789/5500',
        counterName: 'Čeněk Ňachal',
        message: null,
      },
    ]);
    // Without a posting date (zeros) the value date stands in.
    expect(parseGpc(`${header}\n${put(line, 123, '000000')}`).movements[0]!.date).toBe('2026-01-15');
  });

  it('reports each bad line by its number and still reads the others', () => {
    const lines = gpcLines();
    const broken = [
      lines[0]!, // 1 header
      '078Zpráva bez pohybu', // 2 orphan message
      lines[1]!.slice(0, 100), // 3 short
      put(lines[1]!, 61, '3'), // 4 accounting code
      put(put(lines[1]!, 123, '311126'), 92, '000000'), // 5 no such day
      put(lines[1]!, 119, '0999'), // 6 currency
      '099' + ' '.repeat(125), // 7 unknown record
      lines[3]!, // 8 fine
      '076' + ' '.repeat(125), // 9 bank's note: skipped
      '074' + 'x'.repeat(125), // 10 header with no account
    ].join('\n');
    const r = parseGpc(broken);
    expect(errorsOf(r)).toEqual([
      [2, 'orphan_message'],
      [3, 'short_record'],
      [4, 'bad_accounting_code'],
      [5, 'bad_date'],
      [6, 'bad_currency'],
      [7, 'unknown_record'],
      [10, 'bad_header'],
    ]);
    expect(r.movements.map((m) => m.id)).toEqual(['26500000002']);
    expect(r.errors[1]!.message).toBe('Záznam 075 má mít 128 znaků, tento jich má 100.');
    expect(r.errors[2]!.message).toBe('Neznámý kód účtování „3“ (čekali jsme 1, 2, 4 nebo 5).');
  });

  it('a 078 after a bad 075 is not attached to the movement before it', () => {
    const lines = gpcLines();
    const r = parseGpc([lines[0], lines[3], put(lines[1]!, 61, '9'), lines[2]].join('\n'));
    expect(r.movements).toHaveLength(1);
    expect(r.movements[0]!.message).toBeNull();
    expect(errorsOf(r)).toEqual([[3, 'bad_accounting_code'], [4, 'orphan_message']]);
  });

  it('LF line ends read the same as CRLF', () => {
    expect(parseGpc(decodeStatementText(gpcBytes).replaceAll('\r\n', '\n'))).toEqual(gpc);
  });

  it('a file that is not GPC, or is empty, is one error on line 0', () => {
    expect(parseGpc(csvBytes)).toEqual({
      format: 'gpc',
      account: null,
      movements: [],
      errors: [{ line: 0, code: 'not_gpc', message: 'Soubor není výpis ve formátu GPC (ABO): první řádek má být záhlaví výpisu typu 074.' }],
    });
    expect(errorsOf(parseGpc('\r\n \r\n'))).toEqual([[0, 'empty']]);
  });
});

describe('CSV', () => {
  const csv = parseBankCsv(csvBytes);

  it('Fio’s export: the account from its first lines, the movements after the header row, a bad date reported', () => {
    expect(csv.format).toBe('csv');
    expect(csv.account).toBe('2000145399/2010');
    expect(csv.movements.map((m) => m.id)).toEqual(['26500000101', '26500000102', '26500000103', '26500000104', '26500000106']);
    expect(errorsOf(csv)).toEqual([[18, 'bad_date']]);
    expect(csv.errors[0]!.message).toBe('Neplatné datum „31.11.2026“.');
  });

  it('reads every field of a row', () => {
    expect(csv.movements[0]).toEqual({
      id: '26500000101',
      date: '2026-11-27',
      amount: 125000,
      kind: 'credit',
      currency: 'CZK',
      variableSymbol: '2026000101',
      constantSymbol: '308',
      specificSymbol: null,
      counterAccount: '123456789/0800',
      counterName: 'Jiří Dvořák',
      message: 'Objednávka 2026000101',
    } satisfies BankMovement);
  });

  it('quoted fields with the separator, doubled quotes and a line break; Czech amounts; symbols without zeros', () => {
    expect(csv.movements[1]).toMatchObject({
      amount: -150000,
      kind: 'debit',
      variableSymbol: '555',
      counterAccount: '19-2000145399/0100',
      counterName: 'Papírnictví; Žluťák',
      message: 'Faktura "F-12"',
    });
    expect(csv.movements[2]).toMatchObject({ amount: 80000, specificSymbol: '42', counterAccount: '2900233333/2010' });
    expect(csv.movements[3]).toMatchObject({ amount: 1250, counterAccount: null, counterName: null, message: null });
    expect(csv.movements[4]).toMatchObject({ currency: 'EUR', counterAccount: 'DE89370400440532013000', message: 'Bestellung\n2026000106' });
  });

  it('the internet banking’s export: quoted header, the statement’s title lines, windows-1250', () => {
    const text = [
      '"Výpis č. 11/2026 z účtu ""2000145399/2010""";',
      '"Období: 01.11.2026 - 30.11.2026";',
      '',
      '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"Název banky";"KS";"VS";"SS";"Poznámka";"Zpráva pro příjemce";"Typ";"Provedl";"Upřesnění";"Komentář";"BIC";"ID pokynu"',
      '"26500000301";"27.11.2026";"+2 499,90";"CZK";"670100-2200334455";"Řehoř Čížek";"6210";"mBank S.A.";"";"2026000101";"";"Čížek";"Dárek pro Aničku";"Bezhotovostní příjem";"";"";"";"";""',
    ].join('\r\n');
    const bytes = toWindows1250(text);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const r = parseBankCsv(bytes);
    expect(r.errors).toEqual([]);
    expect(r.account).toBeNull();
    expect(r.movements).toEqual([
      {
        id: '26500000301',
        date: '2026-11-27',
        amount: 249990,
        kind: 'credit',
        currency: 'CZK',
        variableSymbol: '2026000101',
        constantSymbol: null,
        specificSymbol: null,
        counterAccount: '670100-2200334455/6210',
        counterName: 'Řehoř Čížek',
        message: 'Dárek pro Aničku',
      },
    ]);
  });

  it('another bank’s export by its column names: no id (a stable one is made), no currency (CZK), commas', () => {
    const semicolons = 'Datum zaúčtování;Částka;Variabilní symbol;Název protistrany;Zpráva\n27. 11. 2026;1 250,00;0002026000101;Jan Novák;za konfety\n';
    const r = parseBankCsv(semicolons);
    expect(r.errors).toEqual([]);
    expect(r.movements[0]).toMatchObject({ date: '2026-11-27', amount: 125000, currency: 'CZK', variableSymbol: '2026000101', counterName: 'Jan Novák', message: 'za konfety' });
    expect(r.movements[0]!.id).toMatch(/^hash:/);
    expect(parseBankCsv(semicolons).movements[0]!.id).toBe(r.movements[0]!.id);

    const commas = parseBankCsv('Date,Amount,Currency,Variable symbol,Message\n2026-11-27,"1,234.50",eur,42,"Hello, shop"\n');
    expect(commas.errors).toEqual([]);
    expect(commas.movements[0]).toMatchObject({ date: '2026-11-27', amount: 123450, currency: 'EUR', variableSymbol: '42', message: 'Hello, shop' });
  });

  it('amounts it will not guess, and missing values, are errors of their row', () => {
    const r = parseBankCsv('Datum;Objem\n27.11.2026;1.234\n27.11.2026;abc\n;10,00\n27.11.2026;\n28.11.2026;1.234,5\n');
    expect(errorsOf(r)).toEqual([[2, 'bad_amount'], [3, 'bad_amount'], [4, 'missing_date'], [5, 'missing_amount']]);
    expect(r.movements.map((m) => m.amount)).toEqual([123450]);
  });

  it('a file without a header row, or empty, is one error on line 0', () => {
    expect(errorsOf(parseBankCsv('a;b\n1;2\n'))).toEqual([[0, 'not_csv']]);
    expect(errorsOf(parseBankCsv(new Uint8Array()))).toEqual([[0, 'empty']]);
  });
});

describe('Fio API JSON', () => {
  const fio = parseFioTransactions(fioJson);

  it('the account from info, each transaction, a bad one reported by its position in the list', () => {
    expect(fio.format).toBe('fio-json');
    expect(fio.account).toBe('2000145399/2010');
    expect(fio.movements.map((m) => m.id)).toEqual(['26500000201', '26500000202', '26500000203', '26500000205']);
    expect(errorsOf(fio)).toEqual([[4, 'bad_transaction']]);
    expect(fio.errors[0]!.message).toBe('Pohyb nemá platný údaj column1 (Objem).');
  });

  it('reads every column: crowns with decimals to haléře, null and empty columns to null', () => {
    expect(fio.movements[0]).toEqual({
      id: '26500000201',
      date: '2026-11-27',
      amount: 125000,
      kind: 'credit',
      currency: 'CZK',
      variableSymbol: '2026000101',
      constantSymbol: '308',
      specificSymbol: null,
      counterAccount: '123456789/0800',
      counterName: 'Jiří Dvořák',
      message: 'Objednávka 2026000101',
    } satisfies BankMovement);
    expect(fio.movements[1]).toMatchObject({ amount: -150000, kind: 'debit', variableSymbol: '555', counterAccount: '19-2000145399/0100', message: null });
    expect(fio.movements[2]).toMatchObject({ amount: 79999, specificSymbol: '42', counterAccount: null, counterName: null, message: null });
    expect(fio.movements[3]).toMatchObject({ currency: 'EUR', amount: 2000 });
  });

  it('never trusts the shape: not Fio JSON at all, a transaction that is no object, more than two decimals', () => {
    for (const bad of [{}, null, 'text', [], { accountStatement: { transactionList: null } }]) {
      expect(errorsOf(parseFioTransactions(bad)), JSON.stringify(bad)).toEqual([[0, 'not_fio_json']]);
    }
    const one = (t: unknown) => parseFioTransactions({ accountStatement: { transactionList: { transaction: [t] } } });
    expect(one(42).errors[0]!.message).toBe('Pohyb nemá podobu pohybu z API Fio banky.');
    const base = { column22: { value: 1 }, column0: { value: '2026-11-27+0100' }, column1: { value: 1.005 } };
    expect(errorsOf(one(base))).toEqual([[1, 'bad_amount']]);
    expect(errorsOf(one({ ...base, column0: { value: 'včera' }, column1: { value: 1 } }))).toEqual([[1, 'bad_date']]);
    expect(one({ ...base, column1: { value: 1 } }).movements[0]).toMatchObject({ id: '1', amount: 100, currency: 'CZK' });
  });
});

describe('parseStatement tells the format by the content', () => {
  it('GPC, CSV and Fio JSON', () => {
    expect(parseStatement(gpcBytes)).toEqual(parseGpc(gpcBytes));
    expect(parseStatement(csvBytes, 'vypis.csv')).toEqual(parseBankCsv(csvBytes));
    expect(parseStatement(fixture('fio.json'))).toEqual(parseFioTransactions(fioJson));
  });

  it('the file name only decides which format’s error a broken file gets', () => {
    expect(errorsOf(parseStatement(csvBytes, 'VYPIS.GPC'))).toEqual([[0, 'not_gpc']]);
    expect(errorsOf(parseStatement('{"accountStatement": ', 'fio.json'))).toEqual([[0, 'invalid_json']]);
    expect(errorsOf(parseStatement('{"a": 1}'))).toEqual([[0, 'not_fio_json']]);
    expect(parseStatement(gpcBytes, 'statement.csv').format).toBe('gpc');
  });
});

describe('matching transfers to orders', () => {
  const order = (n: number, total: number, more: Partial<OrderCandidate> = {}): OrderCandidate => ({
    orderId: n,
    number: `2026000${n}`,
    variableSymbol: `2026000${n}`,
    total,
    currency: 'CZK',
    state: 'waiting_for_payment',
    paid: false,
    ...more,
  });
  const orders = [
    order(101, 125000),
    order(102, 89900),
    order(103, 45000),
    order(104, 20000, { state: 'paid', paid: true }),
    order(105, 15000, { state: 'cancelled' }),
    order(106, 50000),
    order(107, 45000),
  ];
  const lookup = orderLookup(orders);
  const movements = parseGpc(gpcBytes).movements;
  const results = matchTransfers(movements, lookup, ['26500000099']);
  const summary = (rs: typeof results) => rs.map((r) => [r.movement.id.replace(/^hash:.*/, 'hash'), r.outcome, 'reason' in r ? r.reason : null]);

  it('judges every movement of the statement, in its order', () => {
    expect(summary(results)).toEqual([
      ['26500000001', 'matched', null],
      ['26500000002', 'wrong_amount', 'underpaid'],
      ['26500000003', 'wrong_amount', 'overpaid'],
      ['26500000004', 'unknown_symbol', 'no_order'],
      ['26500000005', 'unknown_symbol', 'no_symbol'],
      ['26500000006', 'ignored', 'outgoing'],
      ['26500000007', 'ignored', 'reversal'],
      ['26500000008', 'ignored', 'reversal'],
      ['26500000009', 'already_paid', 'paid'],
      ['26500000010', 'already_paid', 'cancelled'],
      ['26500000011', 'already_paid', 'paid_in_this_file'],
      ['26500000001', 'duplicate', 'repeated_in_file'],
      ['hash', 'unknown_symbol', 'no_symbol'],
      ['26500000014', 'ignored', 'other_currency'],
      ['26500000099', 'duplicate', 'already_imported'],
    ]);
  });

  it('the matched order, and by how much a wrong amount is off', () => {
    expect(results[0]).toMatchObject({ outcome: 'matched', order: { orderId: 101 } });
    expect(results[1]).toMatchObject({ reason: 'underpaid', difference: 9900, order: { orderId: 102 } });
    expect(results[2]).toMatchObject({ reason: 'overpaid', difference: 5000, order: { orderId: 103 } });
    expect(results[13]).toMatchObject({ reason: 'other_currency', order: { orderId: 106 } });
    expect(results.filter((r) => r.outcome === 'matched')).toHaveLength(1);
  });

  it('the first movement that matches pays the order, whatever came before it', () => {
    const exact = movements[0]!;
    const under = { ...exact, id: 'u', amount: 100 };
    const again = { ...exact, id: 'again' };
    expect(summary(matchTransfers([under, exact, again], lookup))).toEqual([
      ['u', 'wrong_amount', 'underpaid'],
      ['26500000001', 'matched', null],
      ['again', 'already_paid', 'paid_in_this_file'],
    ]);
  });

  it('a transfer to an order that takes no transfer, a zero amount, currencies compared without case', () => {
    const cod = orderLookup([order(201, 1000, { state: 'new' }), order(202, 1000, { currency: 'eur' })]);
    const m = (id: string, vs: string, more: Partial<BankMovement> = {}): BankMovement => ({ ...movements[0]!, id, variableSymbol: vs, amount: 1000, ...more });
    expect(summary(matchTransfers([m('a', '2026000201'), m('b', '2026000201', { amount: 0 }), m('c', '2026000202', { currency: 'EUR' })], cod))).toEqual([
      ['a', 'already_paid', 'not_awaiting_payment'],
      ['b', 'ignored', 'zero_amount'],
      ['c', 'matched', null],
    ]);
  });

  it('a lookup function gives the same as a map; the map keys symbols without leading zeros', () => {
    const byFunction = matchTransfers(movements, (vs) => orders.find((o) => o.variableSymbol === vs), ['26500000099']);
    expect(byFunction).toEqual(results);
    expect(orderLookup([order(101, 1, { variableSymbol: '0002026000101' })]).get('2026000101')?.orderId).toBe(101);
    expect(matchTransfers(movements, lookup, ['26500000099'])).toEqual(results);
  });

  it('the symbols of the incoming payments, each once, to load their orders', () => {
    expect(incomingVariableSymbols(movements)).toEqual(['2026000101', '2026000102', '2026000103', '2026999999', '2026000104', '2026000105', '2026000106', '2026000107']);
  });

  it('Fio JSON and CSV movements match the same way', () => {
    const fio = matchTransfers(parseFioTransactions(fioJson).movements, lookup);
    expect(summary(fio)).toEqual([
      ['26500000201', 'matched', null],
      ['26500000202', 'ignored', 'outgoing'],
      ['26500000203', 'wrong_amount', 'underpaid'],
      ['26500000205', 'ignored', 'other_currency'],
    ]);
    const csv = matchTransfers(parseBankCsv(csvBytes).movements, lookup, ['26500000201']);
    expect(summary(csv).map(([, outcome, reason]) => `${outcome}/${reason}`)).toEqual([
      'matched/null',
      'ignored/outgoing',
      'wrong_amount/underpaid',
      'already_paid/paid_in_this_file',
      'ignored/other_currency',
    ]);
  });
});

describe('Czech texts of the import', () => {
  it('every outcome and reason has a label', () => {
    expect(transferOutcomes).toEqual(['matched', 'wrong_amount', 'unknown_symbol', 'duplicate', 'already_paid', 'ignored']);
    expect(transferOutcomeLabel('wrong_amount')).toBe('Nesouhlasí částka');
    expect(transferReasonLabel('paid_in_this_file', 'en')).toMatch(/^Objednávku už zaplatil/);
    for (const outcome of transferOutcomes) expect(transferOutcomeLabel(outcome)).toMatch(/\p{L}/u);
    for (const reason of Object.values(transferReasons).flat()) expect(transferReasonLabel(reason)).toMatch(/\p{L}/u);
  });

  it('every parse error formats with its parameters', () => {
    const params = { record: '099', expected: 128, length: 100, value: 'x', field: 'column1 (Objem)' };
    for (const code of statementErrorCodes) expect(bankText('cs', `bank.error.${code}`, params)).not.toMatch(/[{}]/);
  });
});
