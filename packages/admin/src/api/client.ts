import { redirect } from 'react-router';
import type { z } from 'zod';
import { t } from '../i18n';
import { type ApiErrorBody, type Endpoint, type ResponseOf } from './contract';

/** Where the admin API is mounted (packages/server/src/server.ts). */
export const ADMIN_API = '/api/admin';

/** The header every unsafe request of the back office carries (api http/staff-auth.ts: the CSRF guard). */
const STAFF_HEADER = 'x-konfety-staff';

/** An answer of the API other than 2xx, or no answer at all (`status` 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Seconds to wait before trying again (a 429's Retry-After). */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message);
  }

  get code(): string {
    return this.body.error;
  }

  /** The per-field messages of a 422, or none. */
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

type Scalar = string | number | boolean | undefined | null;
export type QueryInput = Record<string, Scalar | readonly string[]>;

export interface CallInput<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: QueryInput;
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never;
  signal?: AbortSignal;
}

/** `/orders/:id` with `{ id: 12 }` → `/orders/12`. */
function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of `query`: empty values left out, lists comma-separated (as the API's `csv` fields take them). */
export function queryString(query: QueryInput = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One call of the admin API, named by its declaration (method, path, body schema, answer type): the session cookie
 * goes along (same origin), an unsafe method carries the staff header, and anything but 2xx throws `ApiError`
 * with the API's Czech message.
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const url = `${ADMIN_API}${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
  const unsafe = endpoint.method !== 'GET';
  return request<ResponseOf<E>>(url, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      ...(unsafe ? { [STAFF_HEADER]: '1' } : {}),
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: input.signal,
  });
}

/** A GET of the shop's public API (the stores for the branch filter). */
export function shopGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(`/api${path}`, { headers: { accept: 'application/json' }, signal });
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch (e) {
    if (init.signal?.aborted) throw e;
    throw new ApiError(0, { error: 'network', message: t('errors.network') });
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (res.ok) return body as T;
  const retry = Number(res.headers.get('retry-after'));
  const error: ApiErrorBody =
    body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string'
      ? (body as ApiErrorBody)
      : { error: `http_${res.status}`, message: t('errors.server', { status: res.status }) };
  throw new ApiError(res.status, error, Number.isFinite(retry) && retry > 0 ? retry : null);
}

/** The login page with the way back to `request`'s page (a path under /admin). */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/prihlaseni?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Runs a loader's or action's API calls; a 401 (no session, an expired one, a login that never got its second
 * factor) sends the staff member to the login page, which brings them back here afterwards.
 */
export async function withSession<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) throw loginRedirect(request);
    throw e;
  }
}
