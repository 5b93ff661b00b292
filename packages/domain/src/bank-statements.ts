import { z } from 'zod';
import { bankText } from './i18n/bank';

/**
 * Bank statements of the shop's accounts, read into one kind of movement for matching transfers to orders
 * (`transfer-matching.ts`): the Czech banks' fixed-width ABO/GPC file, CSV exports (Fio banka's, and other
 * banks' by their column names) and the Fio banka REST API's JSON. Pure: the caller reads the file or calls
 * the API. A bad line is reported in `errors` (Czech) and the rest is still read; a file that is not the
 * format at all gives no movements and one error on line 0.
 */

export const statementFormats = ['gpc', 'csv', 'fio-json'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/**
 * credit/debit: money in/out. The reversals (GPC accounting codes 4 and 5) undo an earlier movement: a
 * reversed debit brings money back, a reversed credit takes it away, and neither is a customer's payment.
 */
export const movementKinds = ['credit', 'debit', 'debit_reversal', 'credit_reversal'] as const;
export type MovementKind = (typeof movementKinds)[number];

export interface BankMovement {
  /** The bank's movement id (Fio "ID pohybu", GPC document number); `hash:…` of the line when it has none. */
  id: string;
  /** YYYY-MM-DD, the day the bank booked it. */
  date: string;
  /** Minor units (haléře for CZK); positive = money in, negative = money out. */
  amount: number;
  kind: MovementKind;
  /** ISO 4217 code, e.g. "CZK". */
  currency: string;
  /** Digits without leading zeros; null when empty or zero. Likewise the constant and specific symbols. */
  variableSymbol: string | null;
  constantSymbol: string | null;
  specificSymbol: string | null;
  /** "prefix-number/bank" when the statement gives a Czech account, otherwise as the bank wrote it (IBAN …). */
  counterAccount: string | null;
  counterName: string | null;
  /** The message for the recipient (zpráva pro příjemce). */
  message: string | null;
}

export const statementErrorCodes = [
  'empty',
  'not_gpc',
  'not_csv',
  'invalid_json',
  'not_fio_json',
  'bad_header',
  'unknown_record',
  'short_record',
  'orphan_message',
  'bad_accounting_code',
  'bad_amount',
  'missing_amount',
  'bad_date',
  'missing_date',
  'bad_currency',
  'bad_transaction',
] as const;
export type StatementErrorCode = (typeof statementErrorCodes)[number];

export interface StatementError {
  /** 1-based line of the file (of the transaction list for Fio JSON); 0 = the file as a whole. */
  line: number;
  code: StatementErrorCode;
  /** Czech, for the person importing the file. */
  message: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The statement's own account ("prefix-number/bank", without the bank in GPC, which does not carry it). */
  account: string | null;
  movements: BankMovement[];
  errors: StatementError[];
}

type Params = Record<string, string | number>;

function error(line: number, code: StatementErrorCode, params: Params = {}): StatementError {
  return { line, code, message: bankText('cs', `bank.error.${code}`, params) };
}

function fileError(format: StatementFormat, code: StatementErrorCode): ParsedStatement {
  return { format, account: null, movements: [], errors: [error(0, code)] };
}

/**
 * Banks hand GPC and CSV files out in windows-1250; Fio's API and newer exports answer UTF-8. Czech text in
 * windows-1250 is practically never valid UTF-8 (a lone "č" is byte 0xE8), so valid UTF-8 is read as UTF-8
 * (its BOM dropped) and anything else as windows-1250.
 */
export function decodeStatementText(input: Uint8Array | string): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return new TextDecoder('windows-1250').decode(input);
  }
}

/** A payment symbol as matching compares it: digits without leading zeros; null when empty, zero or not digits. */
export function normalizeSymbol(value: string | number | null | undefined): string | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const digits = text.replace(/^0+/, '');
  return digits === '' ? null : digits;
}

/**
 * A stable id for a movement whose format gives none (FNV-1a, 64 bits, of its line): the same line imported
 * again gets the same id, so it is recognised as a duplicate; two identical lines in one file are too.
 */
function stableId(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `hash:${hash.toString(16).padStart(16, '0')}`;
}

function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * "1 234,50", "-250,00", "1.234,50", "1,234.50", "1480.5" → minor units. Spaces (also no-break) group
 * thousands; with both "," and "." the later one is the decimal mark. More than two decimals ("1.234") is
 * refused rather than guessed.
 */
function parseAmount(text: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f]/g, '');
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) s = comma > dot ? s.replaceAll('.', '') : s.replaceAll(',', '');
  const m = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const [, sign, whole = '', fraction = ''] = m;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

function nonEmpty(value: string | null | undefined): string | null {
  const t = (value ?? '').trim();
  return t === '' ? null : t;
}

/** Account number and bank code as Czechs write them: "19-2000145399/0800". */
function joinAccount(account: string | null, bank: string | null): string | null {
  if (account === null) return null;
  return bank === null || account.includes('/') ? account : `${account}/${bank}`;
}

/** GPC's 16 digits (prefix 6 + number 10, zero-padded) → "19-2000145399"; null for all zeros. */
function gpcAccount(digits: string): string | null {
  const prefix = digits.slice(0, 6).replace(/^0+/, '');
  const number = digits.slice(6).replace(/^0+/, '');
  if (number === '') return null;
  return prefix === '' ? number : `${prefix}-${number}`;
}

// ---------------------------------------------------------------------------------------------------------
// ABO/GPC

/**
 * The `075` movement record, 128 characters, positions 1-based and inclusive as the banks' specifications
 * (Česká spořitelna's ABO, Fio's "struktura GPC") number them. 72–81 is "00" + bank code + constant
 * symbol, 118 is a "0" before the 4-digit ISO numeric currency.
 */
const GPC_MOVEMENT = {
  counterPrefixAndNumber: [20, 35],
  documentNumber: [36, 48],
  amount: [49, 60],
  accountingCode: [61, 61],
  variableSymbol: [62, 71],
  counterBank: [74, 77],
  constantSymbol: [78, 81],
  specificSymbol: [82, 91],
  valueDate: [92, 97],
  counterName: [98, 117],
  currency: [119, 122],
  postingDate: [123, 128],
} as const;
const GPC_RECORD_LENGTH = 128;

/** 074 header: 4–19 the statement's account (16 digits), then the holder, balances and statement number. */
const GPC_HEADER_ACCOUNT = [4, 19] as const;

/** 078/079 carry the message for the recipient in 35-character pieces (079's last 20 characters are not text). */
const GPC_MESSAGE_END = { '078': 128, '079': 108 } as const;

/** ISO 4217 numeric → alphabetic, for the currencies a Czech shop's accounts hold. */
const ISO_NUMERIC_CURRENCIES: Record<number, string> = { 203: 'CZK', 978: 'EUR', 840: 'USD', 826: 'GBP', 756: 'CHF', 985: 'PLN', 348: 'HUF' };

const GPC_KINDS: Record<string, { kind: MovementKind; sign: 1 | -1 }> = {
  '1': { kind: 'debit', sign: -1 },
  '2': { kind: 'credit', sign: 1 },
  '4': { kind: 'debit_reversal', sign: 1 },
  '5': { kind: 'credit_reversal', sign: -1 },
};

function at(line: string, [from, to]: readonly [number, number]): string {
  return line.slice(from - 1, to);
}

function gpcDate(ddmmyy: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(ddmmyy);
  return m ? isoDate(2000 + Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

type LineResult = { movement: BankMovement } | { error: StatementError };

function parseGpcMovement(line: string, lineNo: number): LineResult {
  if (line.length < GPC_RECORD_LENGTH) {
    return { error: error(lineNo, 'short_record', { expected: GPC_RECORD_LENGTH, length: line.length }) };
  }
  const code = at(line, GPC_MOVEMENT.accountingCode);
  const kind = GPC_KINDS[code];
  if (!kind) return { error: error(lineNo, 'bad_accounting_code', { value: code }) };
  const amountText = at(line, GPC_MOVEMENT.amount);
  if (!/^\d{12}$/.test(amountText)) return { error: error(lineNo, 'bad_amount', { value: amountText }) };
  const currencyText = at(line, GPC_MOVEMENT.currency);
  const currency = /^\d{4}$/.test(currencyText) ? ISO_NUMERIC_CURRENCIES[Number(currencyText)] : undefined;
  if (!currency) return { error: error(lineNo, 'bad_currency', { value: currencyText }) };
  // The posting date is what every bank fills; Fio's specification leaves the value date "000000".
  const date = gpcDate(at(line, GPC_MOVEMENT.postingDate)) ?? gpcDate(at(line, GPC_MOVEMENT.valueDate));
  if (!date) return { error: error(lineNo, 'bad_date', { value: at(line, GPC_MOVEMENT.postingDate) }) };
  const bank = at(line, GPC_MOVEMENT.counterBank);
  return {
    movement: {
      id: normalizeSymbol(at(line, GPC_MOVEMENT.documentNumber)) ?? stableId(line.slice(0, GPC_RECORD_LENGTH)),
      date,
      amount: kind.sign * Number(amountText),
      kind: kind.kind,
      currency,
      variableSymbol: normalizeSymbol(at(line, GPC_MOVEMENT.variableSymbol)),
      constantSymbol: normalizeSymbol(at(line, GPC_MOVEMENT.constantSymbol)),
      specificSymbol: normalizeSymbol(at(line, GPC_MOVEMENT.specificSymbol)),
      counterAccount: joinAccount(gpcAccount(at(line, GPC_MOVEMENT.counterPrefixAndNumber)), /^0+$/.test(bank) ? null : bank),
      counterName: nonEmpty(at(line, GPC_MOVEMENT.counterName)),
      message: null,
    },
  };
}

/** Padding between the pieces becomes one space; a full piece runs on, as a word split at the edge must. */
function gpcMessage(line: string, record: keyof typeof GPC_MESSAGE_END): string | null {
  return nonEmpty(line.slice(3, GPC_MESSAGE_END[record]).replace(/ {2,}/g, ' '));
}

function joinMessage(message: string | null, piece: string | null): string | null {
  if (piece === null) return message;
  return message === null ? piece : `${message} ${piece}`;
}

function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** ABO/GPC (`.gpc`): a `074` header, a `075` record per movement, optional `076`–`079` lines after it. */
export function parseGpc(input: Uint8Array | string): ParsedStatement {
  const all = lines(decodeStatementText(input));
  const firstIndex = all.findIndex((l) => l.trim() !== '');
  if (firstIndex < 0) return fileError('gpc', 'empty');
  if (!all[firstIndex]!.startsWith('074')) return fileError('gpc', 'not_gpc');

  const result: ParsedStatement = { format: 'gpc', account: null, movements: [], errors: [] };
  let last: BankMovement | null = null;
  for (const [index, raw] of all.entries()) {
    const line = raw.trimEnd();
    const lineNo = index + 1;
    if (line === '') continue;
    const record = line.slice(0, 3);
    if (record === '074') {
      last = null;
      const digits = at(line, GPC_HEADER_ACCOUNT);
      const account = /^\d{16}$/.test(digits) ? gpcAccount(digits) : null;
      if (account === null) result.errors.push(error(lineNo, 'bad_header'));
      else result.account ??= account;
    } else if (record === '075') {
      const parsed = parseGpcMovement(line, lineNo);
      last = 'movement' in parsed ? parsed.movement : null;
      if ('movement' in parsed) result.movements.push(parsed.movement);
      else result.errors.push(parsed.error);
    } else if (record === '078' || record === '079') {
      if (last === null) result.errors.push(error(lineNo, 'orphan_message', { record }));
      else last.message = joinMessage(last.message, gpcMessage(line, record));
    } else if (record !== '076') {
      // 076 (the bank's own reference and a note) carries nothing matching needs.
      result.errors.push(error(lineNo, 'unknown_record', { record }));
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// CSV

/**
 * Columns recognised by name, compared without diacritics, case or punctuation; for each field the first
 * name present wins. Fio banka's export (internet banking and API) names them "ID pohybu", "Datum",
 * "Objem", "Měna", "Protiúčet", "Kód banky", "Název protiúčtu", "KS", "VS", "SS", "Zpráva pro příjemce"; the
 * other names cover other Czech banks' exports and English ones. Only a date and an amount are required.
 */
export const csvColumns = {
  id: ['id pohybu', 'id transakce', 'id operace', 'transaction id', 'id'],
  date: ['datum', 'datum zauctovani', 'datum provedeni', 'datum transakce', 'date', 'booking date'],
  amount: ['objem', 'castka', 'zauctovana castka', 'amount'],
  currency: ['mena', 'currency'],
  variableSymbol: ['vs', 'variabilni symbol', 'variable symbol'],
  constantSymbol: ['ks', 'konstantni symbol', 'constant symbol'],
  specificSymbol: ['ss', 'specificky symbol', 'specific symbol'],
  counterAccount: ['protiucet', 'cislo protiuctu', 'counter account', 'counterparty account'],
  counterBank: ['kod banky', 'kod banky protiuctu', 'bank code'],
  counterName: ['nazev protiuctu', 'nazev protistrany', 'protistrana', 'counterparty name', 'counterparty'],
  message: ['zprava pro prijemce', 'zprava', 'poznamka', 'message'],
} as const;
type CsvField = keyof typeof csvColumns;

/** When neither a column nor the file's `currency;…` line says: a Czech bank's account is in crowns. */
const DEFAULT_CURRENCY = 'CZK';

interface CsvRecord {
  line: number;
  cells: string[];
}

function columnKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Quoted fields may hold the separator, doubled quotes and line breaks; each record keeps its first line. */
function csvRecords(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === separator) endCell();
    else if (ch === '\n') {
      endCell();
      records.push({ line: start, cells });
      cells = [];
      start = ++line;
    } else cell += ch;
  }
  endCell();
  records.push({ line: start, cells });
  return records;
}

function columnIndexes(header: readonly string[]): Partial<Record<CsvField, number>> {
  const keys = header.map(columnKey);
  const indexes: Partial<Record<CsvField, number>> = {};
  for (const field of Object.keys(csvColumns) as CsvField[]) {
    const name = csvColumns[field].find((alias) => keys.includes(alias));
    if (name !== undefined) indexes[field] = keys.indexOf(name);
  }
  return indexes;
}

interface CsvTable {
  records: CsvRecord[];
  headerAt: number;
  columns: Partial<Record<CsvField, number>>;
}

/** Semicolons are the Czech banks' separator; commas and tabs are tried when no header row shows up. */
function findTable(text: string): CsvTable | null {
  for (const separator of [';', ',', '\t']) {
    const records = csvRecords(text, separator);
    const headerAt = records.findIndex((r) => {
      const columns = columnIndexes(r.cells);
      return columns.date !== undefined && columns.amount !== undefined;
    });
    if (headerAt >= 0) return { records, headerAt, columns: columnIndexes(records[headerAt]!.cells) };
  }
  return null;
}

/** "27.11.2026", "27. 11. 2026 14:05", "2026-11-27" → "2026-11-27". */
function csvDate(value: string): string | null {
  const cz = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s|$)/.exec(value);
  if (cz) return isoDate(Number(cz[3]), Number(cz[2]), Number(cz[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** Fio's API export starts with "key;value" lines (accountId, bankId, currency …) before the header. */
function csvMetadata(records: readonly CsvRecord[]): Map<string, string> {
  const meta = new Map<string, string>();
  for (const { cells } of records) {
    const [key, value] = cells;
    if (key !== undefined && value !== undefined) meta.set(columnKey(key).replaceAll(' ', ''), value.trim());
  }
  return meta;
}

function parseCsvRow(record: CsvRecord, columns: CsvTable['columns'], currency: string): LineResult {
  const cell = (field: CsvField) => {
    const index = columns[field];
    return index === undefined ? null : nonEmpty(record.cells[index]);
  };
  const dateText = cell('date');
  if (dateText === null) return { error: error(record.line, 'missing_date') };
  const date = csvDate(dateText);
  if (date === null) return { error: error(record.line, 'bad_date', { value: dateText }) };
  const amountText = cell('amount');
  if (amountText === null) return { error: error(record.line, 'missing_amount') };
  const amount = parseAmount(amountText);
  if (amount === null) return { error: error(record.line, 'bad_amount', { value: amountText }) };
  const code = (cell('currency') ?? currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return { error: error(record.line, 'bad_currency', { value: code }) };
  return {
    movement: {
      id: cell('id') ?? stableId(record.cells.join(';')),
      date,
      amount,
      kind: amount < 0 ? 'debit' : 'credit',
      currency: code,
      variableSymbol: normalizeSymbol(cell('variableSymbol')),
      constantSymbol: normalizeSymbol(cell('constantSymbol')),
      specificSymbol: normalizeSymbol(cell('specificSymbol')),
      counterAccount: joinAccount(cell('counterAccount'), cell('counterBank')),
      counterName: cell('counterName'),
      message: cell('message'),
    },
  };
}

/**
 * A CSV export: the header row is found by its column names (see `csvColumns`), lines before it may carry
 * the account (`accountId;…`, `bankId;…`) and currency (`currency;…`), each later non-empty row is a
 * movement. Amounts with a decimal comma and spaces ("1 234,50"), dates DD.MM.YYYY or YYYY-MM-DD.
 */
export function parseBankCsv(input: Uint8Array | string): ParsedStatement {
  const decoded = decodeStatementText(input).replace(/\r\n?/g, '\n');
  if (decoded.trim() === '') return fileError('csv', 'empty');
  const table = findTable(decoded);
  if (!table) return fileError('csv', 'not_csv');

  const meta = csvMetadata(table.records.slice(0, table.headerAt));
  const accountId = nonEmpty(meta.get('accountid'));
  const result: ParsedStatement = { format: 'csv', account: joinAccount(accountId, nonEmpty(meta.get('bankid'))), movements: [], errors: [] };
  const currency = nonEmpty(meta.get('currency')) ?? DEFAULT_CURRENCY;
  for (const record of table.records.slice(table.headerAt + 1)) {
    if (record.cells.every((c) => c.trim() === '')) continue;
    const parsed = parseCsvRow(record, table.columns, currency);
    if ('movement' in parsed) result.movements.push(parsed.movement);
    else result.errors.push(parsed.error);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Fio banka REST API (JSON)

/** Fio's columns are `{ value, name, id }` or null; values that are numbers in one answer may be text in another. */
const fioValue = z.union([z.string(), z.number()]).transform(String);
const fioColumn = z.object({ value: fioValue.nullable() }).nullish();
const fioRequired = z.object({ value: fioValue });

const fioTransaction = z.object({
  column22: fioRequired,
  column0: fioRequired,
  column1: fioRequired,
  column14: fioColumn,
  column2: fioColumn,
  column3: fioColumn,
  column4: fioColumn,
  column5: fioColumn,
  column6: fioColumn,
  column10: fioColumn,
  column16: fioColumn,
});

const fioStatement = z.object({
  accountStatement: z.object({
    info: z.object({ accountId: fioValue.nullish(), bankId: fioValue.nullish(), currency: z.string().nullish() }).nullish(),
    transactionList: z.object({ transaction: z.array(z.unknown()) }),
  }),
});

/** The Fio column names, for an error the person can find in Fio's documentation. */
const FIO_COLUMN_NAMES: Record<string, string> = {
  column22: 'ID pohybu',
  column0: 'Datum',
  column1: 'Objem',
  column14: 'Měna',
  column2: 'Protiúčet',
  column3: 'Kód banky',
  column4: 'KS',
  column5: 'VS',
  column6: 'SS',
  column10: 'Název protiúčtu',
  column16: 'Zpráva pro příjemce',
};

function fioField(column: string): string {
  const name = FIO_COLUMN_NAMES[column];
  return name ? `${column} (${name})` : column;
}

function parseFioTransaction(value: unknown, position: number, defaultCurrency: string): LineResult {
  const parsed = fioTransaction.safeParse(value);
  if (!parsed.success) {
    const column = parsed.error.issues[0]?.path[0];
    return { error: error(position, 'bad_transaction', { field: typeof column === 'string' ? fioField(column) : 'none' }) };
  }
  const t = parsed.data;
  const col = (c: z.infer<typeof fioColumn>) => nonEmpty(c?.value);
  // "2026-11-27+0100": the booking day in the bank's zone, which the date part already is.
  const date = csvDate(t.column0.value.slice(0, 10));
  if (date === null) return { error: error(position, 'bad_date', { value: t.column0.value }) };
  const amount = parseAmount(t.column1.value);
  if (amount === null) return { error: error(position, 'bad_amount', { value: t.column1.value }) };
  const currency = (col(t.column14) ?? defaultCurrency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { error: error(position, 'bad_currency', { value: currency }) };
  return {
    movement: {
      id: t.column22.value,
      date,
      amount,
      kind: amount < 0 ? 'debit' : 'credit',
      currency,
      variableSymbol: normalizeSymbol(col(t.column5)),
      constantSymbol: normalizeSymbol(col(t.column4)),
      specificSymbol: normalizeSymbol(col(t.column6)),
      counterAccount: joinAccount(col(t.column2), col(t.column3)),
      counterName: col(t.column10),
      message: col(t.column16),
    },
  };
}

/**
 * The answer of Fio's `…/transactions.json` (already parsed JSON): `accountStatement.info` and
 * `accountStatement.transactionList.transaction[]`; amounts are crowns with decimals. An error's `line` is
 * the transaction's position in the list (1-based).
 */
export function parseFioTransactions(json: unknown): ParsedStatement {
  const parsed = fioStatement.safeParse(json);
  if (!parsed.success) return fileError('fio-json', 'not_fio_json');
  const { info, transactionList } = parsed.data.accountStatement;
  const result: ParsedStatement = {
    format: 'fio-json',
    account: joinAccount(nonEmpty(info?.accountId), nonEmpty(info?.bankId)),
    movements: [],
    errors: [],
  };
  const currency = nonEmpty(info?.currency) ?? DEFAULT_CURRENCY;
  transactionList.transaction.forEach((transaction, index) => {
    const one = parseFioTransaction(transaction, index + 1, currency);
    if ('movement' in one) result.movements.push(one.movement);
    else result.errors.push(one.error);
  });
  return result;
}

function parseFioText(text: string): ParsedStatement {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fileError('fio-json', 'invalid_json');
  }
  return parseFioTransactions(json);
}

/**
 * Any supported statement, told by its content: GPC when the first non-empty line starts with `074`, JSON
 * when the text starts with `{`, otherwise CSV. The file name's suffix (`.gpc`, `.abo`, `.json`) only settles
 * which format's error a broken file gets.
 */
export function parseStatement(input: Uint8Array | string, filename?: string): ParsedStatement {
  const decoded = decodeStatementText(input);
  const suffix = /\.([a-z]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase();
  const first = lines(decoded).find((l) => l.trim() !== '') ?? '';
  if (first.startsWith('074') || suffix === 'gpc' || suffix === 'abo') return parseGpc(decoded);
  if (first.trimStart().startsWith('{') || suffix === 'json') return parseFioText(decoded);
  return parseBankCsv(decoded);
}
