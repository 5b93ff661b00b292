import { data, redirect } from 'react-router';
import { safeRedirectTarget } from '@konfety/domain/redirect';

/**
 * How a form reaches a `/_/…` action, on both sides of the wire (no server
 * code here: the browser bundles it).
 *
 * Every form is a plain `<form method="post" action="/_/…">`, so it works
 * without JavaScript: the action answers with a 303 back to the page and the
 * outcome in a one-time flash cookie. With JavaScript the same form goes
 * through a React Router fetcher (`hooks/useActionFetcher`) or `<Form>`;
 * the action routes' `clientAction` (below) posts it with
 * `Accept: application/json`, and the action (`isScriptPost` in
 * forms.server.ts) answers with the outcome as JSON instead. The fetcher's
 * form data also carries the `_fetcher` field, which the action takes as the
 * same signal.
 */
export const FETCHER_FIELD = '_fetcher';

/** What every `/_/…` action answers a script: the outcome and, for a form's fields, their errors. */
export interface ActionOutcome {
  ok: boolean;
  message: string | null;
  errors?: Record<string, string[]>;
}

/** What a script gets when the action could not be reached or did not answer with data (network, 5xx page). */
export const UNANSWERED: ActionOutcome & { unanswered: true } = { ok: false, message: null, unanswered: true };

/**
 * A form's fields for a fetcher, marked as a script post. `submitter` is the
 * button that submitted it (its name/value are part of the form, as in a
 * native post); `extra` fields are set on top.
 */
export function fetcherFormData(form: HTMLFormElement | FormData, { submitter, extra = {} }: { submitter?: HTMLElement | null; extra?: Record<string, string> } = {}): FormData {
  const body = new FormData();
  const source = form instanceof FormData ? form : new FormData(form, submitter ?? undefined);
  for (const [name, value] of source) body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  body.set(FETCHER_FIELD, '1');
  return body;
}

/**
 * The `clientAction` of every `/_/…` action route: the one place where a
 * fetcher's (or `<Form>`'s) submission gets the `Accept: application/json`
 * header a fetcher cannot send. It posts the form url-encoded to the action's
 * own URL and hands React Router the JSON answer with its status (so a 4xx
 * does not reload the data, as for any action). An answer naming a
 * `redirect` becomes a router redirect (the page moves there and reloads);
 * a request that fails or answers something else (network, a 5xx page) is
 * the `UNANSWERED` outcome next to the form, never the page's error boundary.
 */
export async function clientActionOutcome({ request }: { request: Request }) {
  let res: Response;
  try {
    const body = new URLSearchParams();
    for (const [name, value] of await request.formData()) if (typeof value === 'string') body.append(name, value);
    res = await fetch(request.url, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin', signal: request.signal });
  } catch {
    return data(UNANSWERED);
  }
  const json = (await res.json().catch(() => null)) as (ActionOutcome & { redirect?: unknown }) | null;
  if (!json || typeof json !== 'object' || typeof json.ok !== 'boolean') return data(UNANSWERED);
  // Only to a local path (the domain's one rule); anything else stays on the page with the outcome.
  if (json.redirect !== undefined) {
    const target = safeRedirectTarget(json.redirect, '');
    if (target) throw redirect(target);
  }
  return data(json, { status: res.status });
}
