/**
 * How scripts post forms to the `/_/…` actions: url-encoded like the HTML
 * form itself, with `accept: application/json`, so the action answers with
 * its outcome (`wantsJson`) instead of redirecting back with a flash cookie.
 * (A React Router fetcher cannot send that header.)
 */

/** A form's string fields as url-encoded data, with `extra` fields set on top. */
export function formBody(form: HTMLFormElement | FormData, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of form instanceof FormData ? form : new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** The action's JSON answer, or null when there is none (network failure, abort, a non-JSON answer). */
export async function postFormJson<T>(action: string, body: URLSearchParams, signal?: AbortSignal): Promise<T | null> {
  try {
    const res = await fetch(action, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
    return (await res.json().catch(() => null)) as T | null;
  } catch {
    return null;
  }
}
