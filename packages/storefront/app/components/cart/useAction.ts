import { useCallback, useRef, useState } from 'react';
import { postFormJson } from '../../lib/post-form';

/**
 * Posts to a `/_/…` action and answers its JSON (null on failure), with a
 * `busy` flag that stays on while any of several overlapping posts (e.g.
 * quantity changes of different lines) is under way.
 */
export function usePostJson<T>() {
  const [busy, setBusy] = useState(false);
  const pending = useRef(0);
  const post = useCallback(async (action: string, body: URLSearchParams): Promise<T | null> => {
    pending.current += 1;
    setBusy(true);
    try {
      return await postFormJson<T>(action, body);
    } finally {
      pending.current -= 1;
      if (pending.current === 0) setBusy(false);
    }
  }, []);
  return { busy, post };
}
