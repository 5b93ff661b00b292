import { useCallback, useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useReloadShell } from './useReloadShell';

/**
 * Goes to a page, with the shell reloaded, once React Router has finished what it is doing: after a login, the
 * fetcher's own reload of the current page runs first. A navigation started during that reload can be cut short
 * while the target's routes are still being discovered, leaving the new URL over the old page. Call it from a
 * component that stays mounted (the login form itself closes).
 */
export function useGoWhenSettled(): (to: string) => void {
  const reloadShell = useReloadShell();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const settled = navigation.state === 'idle' && fetchers.every((f) => f.state === 'idle');
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null || !settled) return;
    setPending(null);
    void reloadShell(pending, { replace: false });
  }, [pending, settled, reloadShell]);
  return useCallback((to: string) => setPending(to), []);
}
