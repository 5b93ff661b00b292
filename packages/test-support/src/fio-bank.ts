import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Fio banka REST API (`https://fioapi.fio.cz/v1/rest`), for tests and development: no
 * network. It keeps one account whose movements the test gives it (`addMovements`) and answers as Fio does —
 *
 * - `GET {baseUrl}/last/{token}/transactions.json`: the movements since the last download, as Fio's JSON statement
 *   (`accountStatement.info` and `transactionList.transaction[]` with its numbered columns), and moves the cursor:
 *   the next call answers only movements added since (an empty list when there are none);
 * - `GET {baseUrl}/set-last-id/{token}/{id}/`: moves the cursor after the movement `id` (200, empty);
 * - a second request with the token within 30 s (`minIntervalMs`): 409, nothing downloaded, the cursor stays;
 * - an unknown token: 500, as Fio answers a token it does not know (or one expired).
 *
 * Tests relax the 30 s (`setMinInterval(0)`), read the calls it had, and make it fail (`fail(500)`).
 */

/** A movement as a test describes it; the stand-in writes it in Fio's columns. */
export interface FioMovement {
  /** Fio's "ID pohybu" (column22). */
  id: number;
  /** YYYY-MM-DD (written as Fio does: `2026-11-27+0100`). */
  date: string;
  /** Minor units (haléře); negative = money out. Fio writes crowns with decimals. */
  amount: number;
  currency?: string;
  variableSymbol?: string | null;
  constantSymbol?: string | null;
  specificSymbol?: string | null;
  counterAccount?: string | null;
  bankCode?: string | null;
  counterName?: string | null;
  message?: string | null;
}

export interface FioCall {
  path: string;
  status: number;
  at: number;
}

export interface TestFioBank {
  /** What FIO_API_URL should be set to. */
  baseUrl: string;
  /** The token it knows (FIO_API_TOKEN). */
  token: string;
  /** The account's number and bank code, as Fio's `info` gives them. */
  account: { accountId: string; bankId: string };
  /** New movements on the account (after every one before): the next download answers them. */
  addMovements(movements: readonly FioMovement[]): void;
  /** Fio's limit between two requests of the token (default 30 000 ms); 0 = none. */
  setMinInterval(ms: number): void;
  /** Answers every request with this status (a failure of the bank) until `fail(null)`. */
  fail(status: number | null): void;
  /** Every request in order, with what it answered. */
  calls: FioCall[];
  stop(): Promise<void>;
}

/** The shop's environment for the stand-in (FIO_API_URL, FIO_API_TOKEN). */
export function fioEnv(fio: Pick<TestFioBank, 'baseUrl' | 'token'>): Record<string, string> {
  return { FIO_API_URL: fio.baseUrl, FIO_API_TOKEN: fio.token };
}

/** The real API's path (`https://fioapi.fio.cz/v1/rest`): the shop's URLs are built on it as on Fio's. */
const PREFIX = '/v1/rest';

const column = (id: number, name: string, value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : { value, name, id });

function transaction(m: FioMovement, currency: string) {
  return {
    column22: column(22, 'ID pohybu', m.id),
    column0: column(0, 'Datum', `${m.date}+0100`),
    column1: column(1, 'Objem', m.amount / 100),
    column14: column(14, 'Měna', m.currency ?? currency),
    column2: column(2, 'Protiúčet', m.counterAccount),
    column10: column(10, 'Název protiúčtu', m.counterName),
    column3: column(3, 'Kód banky', m.bankCode),
    column12: null,
    column4: column(4, 'KS', m.constantSymbol),
    column5: column(5, 'VS', m.variableSymbol),
    column6: column(6, 'SS', m.specificSymbol),
    column7: null,
    column16: column(16, 'Zpráva pro příjemce', m.message),
    column8: column(8, 'Typ', m.amount < 0 ? 'Bezhotovostní platba' : 'Bezhotovostní příjem'),
    column9: null,
    column18: null,
    column25: null,
    column26: null,
    column17: null,
  };
}

export async function startTestFioBank(
  options: { token?: string; accountId?: string; bankId?: string; currency?: string; minIntervalMs?: number; host?: string; port?: number } = {},
): Promise<TestFioBank> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? 'fio-test-token-0123456789abcdef0123456789abcdef0123456789abcdef01';
  const account = { accountId: options.accountId ?? '2000145399', bankId: options.bankId ?? '2010' };
  const currency = options.currency ?? 'CZK';
  let minIntervalMs = options.minIntervalMs ?? 30_000;
  let failure: number | null = null;
  let lastRequestAt: number | null = null;
  const movements: FioMovement[] = [];
  /** How many movements were downloaded (the cursor: the index of the first one not yet answered). */
  let cursor = 0;
  const calls: FioCall[] = [];

  const send = (res: http.ServerResponse, path: string, status: number, body: string, type = 'application/json;charset=UTF-8') => {
    calls.push({ path: path.replace(token, '{token}'), status, at: Date.now() });
    res.writeHead(status, { 'content-type': type }).end(body);
  };

  const server = http.createServer((req, res) => {
    const full = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const path = full.startsWith(PREFIX) ? full.slice(PREFIX.length) : `!${full}`;
    const last = /^\/last\/([^/]+)\/transactions\.json$/.exec(path);
    const setLast = /^\/set-last-id\/([^/]+)\/(\d+)\/?$/.exec(path);
    const asked = last?.[1] ?? setLast?.[1];
    if (req.method !== 'GET' || asked === undefined) return send(res, path, 404, 'Not Found', 'text/plain');
    if (failure !== null) return send(res, path, failure, '', 'text/plain');
    if (decodeURIComponent(asked) !== token) return send(res, path, 500, '<html><body>Chyba: neplatný token</body></html>', 'text/html;charset=UTF-8');
    const now = Date.now();
    if (lastRequestAt !== null && now - lastRequestAt < minIntervalMs) return send(res, path, 409, '', 'text/plain');
    lastRequestAt = now;
    if (setLast) {
      const at = movements.findIndex((m) => m.id === Number(setLast[2]));
      cursor = at < 0 ? cursor : at + 1;
      return send(res, path, 200, '', 'text/plain');
    }
    const fresh = movements.slice(cursor);
    const before = cursor > 0 ? movements[cursor - 1]!.id : null;
    cursor = movements.length;
    const dates = fresh.map((m) => m.date).sort();
    const body = {
      accountStatement: {
        info: {
          accountId: account.accountId,
          bankId: account.bankId,
          currency,
          iban: `CZ65${account.bankId}000000${account.accountId}`,
          bic: 'FIOBCZPPXXX',
          openingBalance: 0,
          closingBalance: fresh.reduce((sum, m) => sum + m.amount, 0) / 100,
          dateStart: `${dates[0] ?? new Date(now).toISOString().slice(0, 10)}+0100`,
          dateEnd: `${dates.at(-1) ?? new Date(now).toISOString().slice(0, 10)}+0100`,
          yearList: null,
          idList: null,
          idFrom: fresh[0]?.id ?? null,
          idTo: fresh.at(-1)?.id ?? null,
          idLastDownload: before,
        },
        transactionList: { transaction: fresh.map((m) => transaction(m, currency)) },
      },
    };
    return send(res, path, 200, JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}${PREFIX}`,
    token,
    account,
    addMovements(list) {
      movements.push(...list);
    },
    setMinInterval(ms) {
      minIntervalMs = ms;
    },
    fail(status) {
      failure = status;
    },
    calls,
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
