import { useEffect, useRef } from 'react';

/**
 * A notice of the page (SPEC §8: address saved, deleted, addresses not loaded, data updated …): announced
 * (`status`, or `alert` for a failure) and given the focus when it appears, so a keyboard or screen reader
 * user lands on it. `id` changes with every new notice, so the same text shown again is focused again.
 */
export function ProfileNotice({ tone, message, id }: { tone: 'success' | 'danger'; message: string | null; id?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, id]);
  if (!message) return null;
  return (
    <div ref={ref} role={tone === 'danger' ? 'alert' : 'status'} tabIndex={-1} className={`profile-notice profile-notice--${tone}`}>
      <p>{message}</p>
    </div>
  );
}
