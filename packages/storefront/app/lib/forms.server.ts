import { type Cookie, data, redirect } from 'react-router';
import { type ActionOutcome, FETCHER_FIELD } from './post-form';

export type { ActionOutcome } from './post-form';

/**
 * The one place that tells a script's post from a browser's native form post
 * (see post-form.ts). Scripts are answered with data, native posts with a 303
 * back to the page they came from and the outcome in a one-time flash cookie.
 *
 * A script is a React Router fetcher (its form data carries `_fetcher`) or an
 * HTTP client that asks for JSON (`Accept: application/json`, e.g. tests).
 */
export function isScriptPost(request: Request, form?: FormData | null): boolean {
  if (form?.get(FETCHER_FIELD) === '1') return true;
  return request.headers.get('accept')?.includes('application/json') === true;
}

/** Only same-site paths are valid redirect targets (no open redirects). */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Where a native post goes back to: the form's `redirectTo` (a local path), else the referring page of this site. */
export function backTo(request: Request, formData?: FormData | null): string {
  const fromForm = formData?.get('redirectTo');
  if (typeof fromForm === 'string') return safeLocalPath(fromForm);
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return safeLocalPath(`${url.pathname}${url.search}`);
  } catch {
    return '/';
  }
}

export interface Flash extends ActionOutcome {
  /** Which form it answers, so only that form shows it. */
  form: string;
}

/** 303 See Other: the browser follows a form post's answer with a GET. */
export function seeOther(to: string, headers?: HeadersInit) {
  return redirect(to, { status: 303, headers });
}

/** Sends the visitor to `to` after a post: a 303 for a native post, `{ ok, redirect }` for a script (its clientAction follows it). */
export function goTo(request: Request, form: FormData | null, to: string, headers?: HeadersInit) {
  if (isScriptPost(request, form)) return data({ ok: true as const, message: null, redirect: to }, { headers });
  return seeOther(to, headers);
}

/**
 * The answer of a `/_/…` action. A script gets `outcome` (plus `extra`, e.g.
 * the added product) as data with `status`; a native post gets a 303 to
 * `redirectTo` (default: back where it came from) and the outcome — without
 * `extra` — in the flash cookie when it has something to show.
 */
export async function respond<E extends object = object>(
  request: Request,
  form: FormData | null,
  outcome: ActionOutcome & { form: string },
  init: { status?: number; headers?: Headers; redirectTo?: string; flashCookie?: Cookie; extra?: E } = {},
) {
  if (isScriptPost(request, form)) {
    return data({ ...outcome, ...(init.extra ?? ({} as E)) }, { status: init.status ?? (outcome.ok ? 200 : 422), headers: init.headers });
  }
  const headers = new Headers(init.headers);
  if (init.flashCookie && (outcome.message || outcome.errors)) headers.append('set-cookie', await init.flashCookie.serialize(outcome satisfies Flash));
  return seeOther(init.redirectTo ?? backTo(request, form), headers);
}

/** A request's form fields, or an empty form when the body is not a form (a broken client gets a 4xx answer, not a 500). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
