import { useCallback } from 'react';
import { useSubmit } from 'react-router';

/**
 * Reloads the shell (root loader: user, currency, promo …) and goes to `to`.
 * The root's `shouldRevalidate` only reloads after a form submission or a
 * language change, so a plain navigate() would keep the old shell; a GET
 * submission with `defaultShouldRevalidate` does reload it.
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
