import { useCallback, useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { formBody, postFormJson } from '../../lib/post-form';

/** What the `/_/…` form actions answer (app/lib/forms.server.ts `ActionOutcome`). */
export interface ActionOutcome {
  ok: boolean;
  message: string | null;
  errors?: Record<string, string[]>;
}

type Status = 'idle' | 'submitting';

/**
 * Posts a form to a `/_/…` action the way JavaScript clients do
 * (`postFormJson`); a new submit cancels the one still under way. Network
 * failures give `null`.
 */
export function useFormAction<T extends ActionOutcome = ActionOutcome>() {
  const [status, setStatus] = useState<Status>('idle');
  const [data, setData] = useState<T | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(async (action: string, form: HTMLFormElement | FormData): Promise<T | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setStatus('submitting');
    const json = await postFormJson<T>(action, formBody(form), own.signal);
    const outcome = json && typeof json === 'object' && 'ok' in json ? json : null;
    if (controller.current === own) {
      setData(outcome);
      setStatus('idle');
    }
    return outcome;
  }, []);

  const reset = useCallback(() => setData(null), []);

  return { status, data, submit, reset };
}

/**
 * Reloads the shell (root loader: user, currency, promo …) and goes to `to`.
 * The root's `shouldRevalidate` only reloads after a form submission or a
 * language change, so a plain navigate() or useRevalidator() would keep the
 * old shell; a GET submission with `defaultShouldRevalidate` does reload it.
 */
export function useReloadShell() {
  const submit = useSubmit();
  return useCallback(
    (to: string, { replace = true }: { replace?: boolean } = {}) => {
      const url = new URL(to, window.location.href);
      return submit(url.searchParams, { method: 'get', action: url.pathname, replace, preventScrollReset: true, defaultShouldRevalidate: true });
    },
    [submit],
  );
}
