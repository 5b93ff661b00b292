import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google reCAPTCHA v3, for development and tests: no network, the real protocol.
 *
 * - `GET /recaptcha/api.js?render={siteKey}&hl={language}`: a small script that defines `grecaptcha.ready(callback)` and
 *   `grecaptcha.execute(siteKey, { action })` (a promise of a token) and shows a badge (`.grecaptcha-badge`, bottom
 *   right) as Google's does, which the shop hides. Its tokens name the site key, the action, the page's host name and
 *   the moment; `scriptLoads` records each load's query.
 * - `POST /recaptcha/api/siteverify` (form-encoded `secret`, `response`, `remoteip`): Google's JSON answer — `success`,
 *   `score`, `action`, `challenge_ts`, `hostname`, or `success: false` with `error-codes` (`missing-input-secret`,
 *   `invalid-input-secret`, `missing-input-response`, `invalid-input-response`, `timeout-or-duplicate` for a token
 *   verified before or older than two minutes).
 *
 * The score of a token is the one it was made with (`token({ score })`, for API tests that make tokens themselves) or,
 * for a token the script made in a browser, `setScore`'s (0.9 to begin with). `fail('error')` answers every
 * verification 500, as a provider that is down; `verifications` records what was asked.
 */
export interface TestRecaptcha {
  /** RECAPTCHA_SCRIPT_URL */
  scriptUrl: string;
  /** RECAPTCHA_VERIFY_URL */
  verifyUrl: string;
  /** RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY the stand-in accepts. */
  siteKey: string;
  secretKey: string;
  /** A token as the browser would get one: for `action` on a page of `hostname`, made `at` (now), scoring `score` (setScore's). */
  token(options: { action: string; hostname: string; score?: number; at?: Date; siteKey?: string }): string;
  /** The score of the tokens the script makes from now on. */
  setScore(score: number): void;
  fail(mode: TestRecaptchaFailure): void;
  /** The verifications asked since the start (or the last `reset`), in order. */
  verifications: Array<{ response: string | null; remoteIp: string | null; secretOk: boolean; action: string | null; hostname: string | null }>;
  /** The query of every load of the script (`render`, `hl`). */
  scriptLoads: URLSearchParams[];
  /** Back to answering normally with the starting score, nothing recorded. */
  reset(): void;
  stop(): Promise<void>;
}

export type TestRecaptchaFailure = 'error' | null;

/** What a stand-in token carries (base64url JSON after `TOKEN_PREFIX`). */
interface TokenClaims {
  /** site key */
  k: string;
  /** action */
  a: string;
  /** host name of the page */
  h: string;
  /** when it was made, ms since the epoch */
  t: number;
  /** score, when the maker chose one */
  s?: number;
  /** makes each token unique */
  n: string;
}

const TOKEN_PREFIX = 'standin.';
const VALID_MS = 120_000;
const DEFAULT_SCORE = 0.9;

/** The script the shop loads; `grecaptcha` as a v3 integration uses it (ready, execute), and Google's badge. */
const API_JS = `(function () {
  function b64(text) {
    return btoa(unescape(encodeURIComponent(text))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      var claims = { k: siteKey, a: (options && options.action) || '', h: location.hostname, t: Date.now(), n: Math.random().toString(36).slice(2) };
      return Promise.resolve(${JSON.stringify(TOKEN_PREFIX)} + b64(JSON.stringify(claims)));
    }
  };
  var badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.setAttribute('data-style', 'bottomright');
  badge.textContent = 'reCAPTCHA (stand-in)';
  badge.style.cssText = 'position: fixed; right: 0; bottom: 14px; width: 256px; height: 60px; background: #f9f9f9; box-shadow: 0 0 5px grey;';
  document.body.appendChild(badge);
})();
`;

function readClaims(token: string): TokenClaims | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  try {
    const claims = JSON.parse(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (typeof claims.k !== 'string' || typeof claims.a !== 'string' || typeof claims.h !== 'string' || typeof claims.t !== 'number' || typeof claims.n !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** Google's `challenge_ts`: ISO 8601 to the second, `yyyy-MM-dd'T'HH:mm:ssZ`. */
const challengeTs = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function startTestRecaptcha(
  options: { host?: string; port?: number; siteKey?: string; secretKey?: string; now?: () => Date } = {},
): Promise<TestRecaptcha> {
  const host = options.host ?? '127.0.0.1';
  const siteKey = options.siteKey ?? 'konfety-stand-in-site-key';
  const secretKey = options.secretKey ?? 'konfety-stand-in-secret-key';
  const now = options.now ?? (() => new Date());
  const verifications: TestRecaptcha['verifications'] = [];
  const scriptLoads: URLSearchParams[] = [];
  const used = new Set<string>();
  let score = DEFAULT_SCORE;
  let failure: TestRecaptchaFailure = null;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };
  const verdict = (form: URLSearchParams) => {
    const secret = form.get('secret');
    const response = form.get('response');
    const claims = response ? readClaims(response) : null;
    verifications.push({ response, remoteIp: form.get('remoteip'), secretOk: secret === secretKey, action: claims?.a ?? null, hostname: claims?.h ?? null });
    const errors = (...codes: string[]) => ({ success: false, 'error-codes': codes });
    if (!secret) return errors('missing-input-secret');
    if (secret !== secretKey) return errors('invalid-input-secret');
    if (!response) return errors('missing-input-response');
    if (!claims || claims.k !== siteKey) return errors('invalid-input-response');
    if (used.has(response) || now().getTime() - claims.t > VALID_MS) return errors('timeout-or-duplicate');
    used.add(response);
    return { success: true, challenge_ts: challengeTs(claims.t), hostname: claims.h, score: claims.s ?? score, action: claims.a };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      scriptLoads.push(url.searchParams);
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(API_JS);
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/recaptcha/api/siteverify') {
      json(res, 404, { error: 'not found' });
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      if (failure === 'error') return json(res, 500, { error: 'internal' });
      json(res, 200, verdict(new URLSearchParams(body)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://${host}:${port}`;
  return {
    scriptUrl: `${base}/recaptcha/api.js`,
    verifyUrl: `${base}/recaptcha/api/siteverify`,
    siteKey,
    secretKey,
    token({ action, hostname, score: tokenScore, at, siteKey: key }) {
      const claims: TokenClaims = { k: key ?? siteKey, a: action, h: hostname, t: (at ?? now()).getTime(), n: Math.random().toString(36).slice(2) };
      if (tokenScore !== undefined) claims.s = tokenScore;
      return TOKEN_PREFIX + Buffer.from(JSON.stringify(claims)).toString('base64url');
    },
    setScore(next) {
      score = next;
    },
    fail(mode) {
      failure = mode;
    },
    verifications,
    scriptLoads,
    reset() {
      score = DEFAULT_SCORE;
      failure = null;
      verifications.splice(0);
      scriptLoads.splice(0);
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
