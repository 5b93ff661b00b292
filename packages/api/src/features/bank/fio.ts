import { parseFioTransactions, type ParsedStatement } from '@konfety/domain/bank-statements';

/*
 * The Fio banka REST API (https://www.fio.cz/bankovni-sluzby/api-bankovnictvi), read-only: the movements of the
 * shop's account since the last download (`GET {url}/last/{token}/transactions.json`; the bank keeps the cursor and
 * moves it with every download). Fio answers one request per token in 30 seconds; another one meanwhile is a 409,
 * which the scheduled import takes as "try at the next slot". An unknown or expired token is a 500 (Fio's answer).
 * The token is a secret: it is in the URL, so neither the URL nor anything quoting it is ever logged or thrown.
 */

/** Fio's own limit: one request per token per this many seconds. */
export const FIO_MIN_INTERVAL_SECONDS = 30;
const TIMEOUT_MS = 60_000;

/** Fio refused the request because the token was used less than 30 s ago: nothing was downloaded, the cursor stayed. */
export class FioRateLimited extends Error {
  override readonly name = 'FioRateLimited';
  constructor() {
    super(`Fio API: the token was used less than ${FIO_MIN_INTERVAL_SECONDS} s ago (HTTP 409)`);
  }
}

/** Any other failure of the call (network, timeout, an HTTP error, an answer that is no JSON); never names the token. */
export class FioApiError extends Error {
  override readonly name = 'FioApiError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface FioClient {
  /** The movements since the last download, parsed (`parseFioTransactions`); throws `FioRateLimited` or `FioApiError`. */
  lastTransactions(): Promise<ParsedStatement>;
}

export function createFioClient(options: { baseUrl: string; token: string; fetch?: typeof fetch }): FioClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lastTransactions() {
      const url = `${base}/last/${encodeURIComponent(options.token)}/transactions.json`;
      let res: Response;
      try {
        res = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        // The error's message and cause may quote the URL (the token): only its kind and code are kept.
        const e = err as { name?: string; cause?: { code?: unknown } };
        const code = typeof e.cause?.code === 'string' ? ` ${e.cause.code}` : '';
        throw new FioApiError(`Fio API unreachable (${e.name ?? 'Error'}${code})`);
      }
      if (res.status === 409) {
        await res.body?.cancel();
        throw new FioRateLimited();
      }
      const text = await res.text();
      if (!res.ok) {
        throw new FioApiError(res.status === 500 ? 'Fio API answered HTTP 500 (an unknown or expired token, or the bank’s failure)' : `Fio API answered HTTP ${res.status}`, res.status);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new FioApiError('Fio API answered something that is not JSON', res.status);
      }
      return parseFioTransactions(json);
    },
  };
}
