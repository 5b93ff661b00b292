import { startTransition, useEffect, useState } from 'react';

/** Set once the first hydration's effects ran: components mounted after it start hydrated. */
let pageHydrated = false;

/**
 * False while rendering on the server and during hydration, true afterwards.
 * Widgets render their no-JavaScript form (links, <details>) until then, so
 * the server HTML works on its own and hydration matches it.
 *
 * The switch after hydration is a transition: React re-renders the widgets in
 * slices that yield to the browser. (useSyncExternalStore would re-render all
 * of them in one synchronous task, the longest of a page's load on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
