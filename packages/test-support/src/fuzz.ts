import http from 'node:http';
import fc from 'fast-check';

/**
 * Building blocks of the fuzz suites (packages/api/test/fuzz.test.ts, packages/storefront/test/browser/fuzz.test.ts):
 * hostile values an attacker sends, and the run settings. `FUZZ_RUNS` sets the number of cases, `FUZZ_SEED` replays
 * a failing run (fast-check prints the seed and path of a failure).
 */
export function fuzzSettings(defaultRuns: number): { numRuns: number; seed?: number; path?: string; endOnFailure: boolean } {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  return { numRuns: runs, ...(seed === undefined ? {} : { seed }), ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}), endOnFailure: true };
}

/** A test timeout that grows with FUZZ_RUNS (at least 10 minutes). */
export function fuzzTimeoutMs(defaultRuns: number, msPerCase: number): number {
  return Math.max(600_000, fuzzSettings(defaultRuns).numRuns * msPerCase);
}

/** Texts that broke the shop or often break shops: NUL, lone surrogates, control characters, markup, SQL, huge. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u001b[31m',
  '\r\n',
  'a\r\nSet-Cookie: x=1',
  '\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '%00',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '💥🎉',
  'ž'.repeat(300),
  'a'.repeat(5000),
  '１２３',
  '-1',
  '0',
  '1e400',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
];

const HOSTILE_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

/** Any text, including every code unit (lone surrogates, NUL, controls). */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export const anyNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** JSON texts nested thousands deep (as text: fast-check could not print such a value). */
export const DEEP_JSON_TEXTS = ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)];

/** A JSON value of any type, nested a little or deeper, with prototype-pollution keys. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.oneof(anyText, anyNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(anyText, fc.oneof(anyText, anyNumber), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 40 }).map((depth) => deep(depth)) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') as unknown) },
);

function deep(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Text a header can carry over HTTP (visible ASCII and Latin-1; no CR/LF/NUL, which no HTTP client can send). */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.constantFrom('', 'Bearer ', 'Bearer x', 'Basic YWRtaW46YWRtaW4=', 'null', '..', '%00', 'a'.repeat(8000), 'https://evil.example', 'http://127.0.0.1:1'),
);

/**
 * A path segment as it arrives on the wire: percent-encoded text (lone surrogates sent as the invalid UTF-8 of a
 * surrogate), or raw hostile encodings.
 */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: anyText.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%AF', '%', '%zz', '..', '.', '..%2F..', '0', '-1', '2147483648', '99999999999999999999', '1e3', '0x10') },
);

export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: its code unit as (invalid) UTF-8 bytes.
    return [...text].map((ch) => (ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

/** One HTTP request with any method (fetch refuses TRACE and friends) and raw headers; the answer's status and text. */
export function rawRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string | Buffer }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(init.body);
  });
}
