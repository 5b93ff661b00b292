import { type Cookie, data, redirect } from 'react-router';

/**
 * Form actions answer JavaScript (fetcher) submissions with JSON, and plain
 * HTML form posts (JavaScript off) with a redirect back to the page they
 * came from, carrying the outcome in a short-lived flash cookie.
 */
export function wantsJson(request: Request): boolean {
  return request.headers.get('accept')?.includes('application/json') === true || request.headers.has('x-fetcher');
}

/** Only same-site paths are valid redirect targets (no open redirects). */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function backTo(request: Request, formData?: FormData): string {
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

export interface ActionOutcome {
  ok: boolean;
  message: string | null;
  errors?: Record<string, string[]>;
}

export interface Flash extends ActionOutcome {
  /** Which form it answers, so only that form shows it. */
  form: string;
}

export async function respond(
  request: Request,
  outcome: ActionOutcome & { form: string },
  init: { status?: number; headers?: Headers; redirectTo?: string; flashCookie?: Cookie } = {},
) {
  if (wantsJson(request)) return data(outcome, { status: init.status ?? (outcome.ok ? 200 : 422), headers: init.headers });
  const headers = new Headers(init.headers);
  if (init.flashCookie && (outcome.message || outcome.errors)) headers.append('set-cookie', await init.flashCookie.serialize(outcome satisfies Flash));
  return redirect(init.redirectTo ?? backTo(request), { headers });
}
