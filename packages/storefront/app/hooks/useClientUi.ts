import { useCallback, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { clientLoader } from '../routes/actions/client-ui';
import { CLIENT_UI_PATH } from '../routing/route-names';

export type ClientUi = Awaited<ReturnType<typeof clientLoader>>;

/**
 * The on-demand client UI (routes/actions/client-ui.ts): the components once loaded (undefined before), and `load`,
 * which asks for them once. Every caller shares the one fetcher (its key), so the module is loaded once per page view
 * whoever asks first.
 */
export function useClientUi(): [ui: ClientUi | undefined, load: () => void] {
  const fetcher = useFetcher({ key: 'client-ui' });
  const current = useRef(fetcher);
  current.current = fetcher;
  // A client loader's answer stays in the browser unserialised: the components themselves (React Router types it as serialised).
  const ui = fetcher.data as ClientUi | undefined;
  const load = useCallback(() => {
    const f = current.current;
    if (!f.data && f.state === 'idle') void f.load(CLIENT_UI_PATH);
  }, []);
  return [ui, load];
}
