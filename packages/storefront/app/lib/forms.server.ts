import { type Cookie, data, redirect } from 'react-router';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { translate } from '../i18n/catalogue.server';
import { localeOfPath } from '../routing/route-names';
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

/** Only same-site paths are valid redirect targets (no open redirects): the domain's one rule. */
export { safeRedirectTarget };

/** Where a native post goes back to: the form's `redirectTo` (a local path), else the referring page of this site. */
export function backTo(request: Request, formData?: FormData | null): string {
  const fromForm = formData?.get('redirectTo');
  if (typeof fromForm === 'string') return safeRedirectTarget(fromForm);
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return '/';
  const url = new URL(referer);
  return safeRedirectTarget(`${url.pathname}${url.search}`);
}

export interface Flash extends ActionOutcome {
  /** Which form it answers, so only that form shows it. */
  form: string;
}

/** 303 See Other to a local path (anything else goes home): the browser follows a form post's answer with a GET. */
export function seeOther(to: string, headers?: HeadersInit) {
  return redirect(safeRedirectTarget(to), { status: 303, headers });
}

/** Sends the visitor to the local path `to` after a post: a 303 for a native post, `{ ok, redirect }` for a script (its clientAction follows it). */
export function goTo(request: Request, form: FormData | null, to: string, headers?: HeadersInit) {
  if (isScriptPost(request, form)) return data({ ok: true as const, message: null, redirect: safeRedirectTarget(to) }, { headers });
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

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A request's form fields. A body that is no form at all (JSON, text …) is
 * refused at the edge (server request-hygiene.ts, 415) and reads here as an
 * empty form; a body that says it is a form but does not parse (broken
 * multipart) is a 400 with a JSON message — never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return new FormData();
  try {
    return await request.formData();
  } catch {
    const message = translate(localeOfPath(new URL(request.url).pathname), 'request.badForm');
    throw Response.json({ ok: false, error: 'bad_form', message }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
}
