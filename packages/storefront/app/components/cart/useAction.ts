import { useCallback, useRef, useState } from 'react';

/**
 * Posts a form to a `/_/…` action with `accept: application/json` (the
 * action then answers JSON instead of redirecting). Any failure to get JSON
 * — network, a non-JSON answer — resolves to null.
 */
export function usePostJson<T>() {
  const [busy, setBusy] = useState(false);
  const pending = useRef(0);
  const post = useCallback(async (action: string, body: URLSearchParams): Promise<T | null> => {
    pending.current += 1;
    setBusy(true);
    try {
      const res = await fetch(action, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' });
      return (await res.json().catch(() => null)) as T | null;
    } catch {
      return null;
    } finally {
      pending.current -= 1;
      if (pending.current === 0) setBusy(false);
    }
  }, []);
  return { busy, post };
}

/** A form's string fields as url-encoded data. */
export function formBody(form: HTMLFormElement, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}
