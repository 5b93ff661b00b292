import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for ARES, the Czech register of economic subjects (ares.gov.cz REST API
 * `ekonomicke-subjekty-v-be/rest`), for development and tests: no network. It answers
 * `GET {baseUrl}/ekonomicke-subjekty/{ico}` as the real service does —
 *
 * - a known IČO (`TEST_COMPANIES`): 200 with the subject (`ico`, `obchodniJmeno`, `dic`, `sidlo{…}`,
 *   numbers as numbers, as ARES sends them);
 * - any other 8 digits: 404 `{ kod: 'NENALEZENO', popis, subKod }`;
 * - anything else: 400 `{ kod: 'CHYBA_VSTUPU', popis, subKod }`.
 *
 * Tests make it fail (`fail('error')`: 500 `OBECNA_CHYBA`, as ARES answers when its back end is down) or
 * slow (`fail('slow')`: the answer waits `slowMs`, longer than any lookup's timeout), and read which IČOs
 * it was asked for. A test in another process (a browser test of the shop) asks for `FAILING_ICO` or
 * `SLOW_ICO` instead, which always fail or are slow.
 */
export interface AresAddress {
  kodStatu: string;
  nazevStatu: string;
  nazevObce: string;
  nazevCastiObce?: string;
  /** Prague's numbered district ("Praha 2"), which its post addresses name. */
  nazevMestskehoObvodu?: string;
  nazevMestskeCastiObvodu?: string;
  nazevUlice?: string;
  cisloDomovni?: number;
  cisloOrientacni?: number;
  cisloOrientacniPismeno?: string;
  psc: number;
  textovaAdresa: string;
}

export interface AresSubject {
  ico: string;
  obchodniJmeno: string;
  dic?: string;
  pravniForma: string;
  datumVzniku: string;
  sidlo: AresAddress;
}

/** Made-up subjects with valid IČO check digits: a company in a street with a lettered orientation number, a sole trader in a village without streets (no DIČ), a joint-stock company. */
export const TEST_COMPANIES: readonly AresSubject[] = [
  {
    ico: '27596648',
    obchodniJmeno: 'Party Svět s.r.o.',
    dic: 'CZ27596648',
    pravniForma: '112',
    datumVzniku: '2007-03-14',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Praha',
      nazevMestskehoObvodu: 'Praha 2',
      nazevMestskeCastiObvodu: 'Praha 2',
      nazevCastiObce: 'Vinohrady',
      nazevUlice: 'Korunní',
      cisloDomovni: 2569,
      cisloOrientacni: 108,
      cisloOrientacniPismeno: 'a',
      psc: 10100,
      textovaAdresa: 'Korunní 2569/108a, Vinohrady, 10100 Praha 2',
    },
  },
  {
    ico: '12345679',
    obchodniJmeno: 'Jan Novák',
    pravniForma: '101',
    datumVzniku: '1999-06-01',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Lhota',
      nazevCastiObce: 'Lhota',
      cisloDomovni: 12,
      psc: 27714,
      textovaAdresa: 'č. p. 12, 27714 Lhota',
    },
  },
  {
    ico: '05000726',
    obchodniJmeno: 'Karnevalové kostýmy a.s.',
    dic: 'CZ05000726',
    pravniForma: '121',
    datumVzniku: '2016-04-01',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: 'Brno',
      nazevCastiObce: 'Brno-město',
      nazevUlice: 'Masarykova',
      cisloDomovni: 427,
      cisloOrientacni: 31,
      psc: 60200,
      textovaAdresa: 'Masarykova 427/31, Brno-město, 60200 Brno',
    },
  },
];

/** Valid IČOs (check digit included) the stand-in always answers with its failure, or too late. */
export const FAILING_ICO = '00000019';
export const SLOW_ICO = '00000027';

/** How the stand-in misbehaves: `error` answers 500, `slow` holds every answer for `slowMs`. */
export type AresFailure = 'error' | 'slow' | null;

export interface TestAres {
  /** What ARES_BASE_URL should be set to (the real one's path included). */
  baseUrl: string;
  /** The IČOs asked for since the start (or the last `reset`), in order. */
  requests: string[];
  fail(mode: AresFailure): void;
  /** Back to answering normally, with no requests recorded. */
  reset(): void;
  stop(): Promise<void>;
}

const PATH = '/ekonomicke-subjekty-v-be/rest';

export async function startTestAres(options: { port?: number; host?: string; slowMs?: number } = {}): Promise<TestAres> {
  const host = options.host ?? '127.0.0.1';
  const slowMs = options.slowMs ?? 30_000;
  const requests: string[] = [];
  const held = new Set<NodeJS.Timeout>();
  let failure: AresFailure = null;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(body));
  };
  const answer = (res: http.ServerResponse, ico: string) => {
    if (failure === 'error' || ico === FAILING_ICO) return json(res, 500, { kod: 'OBECNA_CHYBA', popis: 'Nastala neočekávaná chyba.', subKod: 'OBECNA_CHYBA' });
    if (!/^\d{8}$/.test(ico)) return json(res, 400, { kod: 'CHYBA_VSTUPU', popis: 'Chyba vstupních dat.', subKod: 'NEPLATNE_ICO' });
    const subject = TEST_COMPANIES.find((c) => c.ico === ico);
    if (!subject) return json(res, 404, { kod: 'NENALEZENO', popis: 'Ekonomický subjekt nebyl nalezen.', subKod: 'VYSTUP_SUBJEKT_NENALEZEN' });
    return json(res, 200, { ...subject, icoId: subject.ico, primarniZdroj: 'ros', datumAktualizace: '2026-11-20' });
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const m = new RegExp(`^${PATH}/ekonomicke-subjekty/([^/]*)$`).exec(url.pathname);
    if (req.method !== 'GET' || !m) return json(res, 404, { kod: 'NENALEZENO', popis: 'Neznámá adresa.', subKod: 'NEZNAMA_ADRESA' });
    const ico = decodeURIComponent(m[1]!);
    requests.push(ico);
    if (failure !== 'slow' && ico !== SLOW_ICO) return answer(res, ico);
    const timer = setTimeout(() => {
      held.delete(timer);
      if (!res.destroyed) answer(res, ico);
    }, slowMs);
    held.add(timer);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}${PATH}`,
    requests,
    fail(mode) {
      failure = mode;
    },
    reset() {
      failure = null;
      requests.splice(0);
    },
    stop() {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      // Held (slow) answers would keep close() waiting: their connections go with the server.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
