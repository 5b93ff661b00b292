import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { SNACKBAR_EVENT, SNACKBAR_MS, type SnackbarDetail } from './snackbar';

interface Shown extends SnackbarDetail {
  id: number;
}

/** The top snackbar stack; danger notices are announced assertively, others politely. */
export function Snackbars() {
  const t = useT();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onShow = (e: WindowEventMap[typeof SNACKBAR_EVENT]) => {
      const id = nextId.current++;
      // the same message twice in a row (a double click) shows once
      setShown((list) => [...list.filter((s) => s.message !== e.detail.message), { ...e.detail, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((s) => s.id !== id));
      }, SNACKBAR_MS);
      timers.add(timer);
    };
    window.addEventListener(SNACKBAR_EVENT, onShow);
    return () => {
      window.removeEventListener(SNACKBAR_EVENT, onShow);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const dismiss = (id: number) => setShown((list) => list.filter((s) => s.id !== id));
  const danger = shown.filter((s) => s.tone === 'danger');
  const other = shown.filter((s) => s.tone !== 'danger');
  const render = (s: Shown) => (
    <div key={s.id} className={`snackbar snackbar--${s.tone}`} data-testid="snackbar">
      <p>{s.message}</p>
      <button type="button" className="snackbar__close" onClick={() => dismiss(s.id)} aria-label={t('shell.snackbar.close')}>
        ×
      </button>
    </div>
  );
  return (
    <div className="snackbars">
      <div role="alert" aria-live="assertive">
        {danger.map(render)}
      </div>
      <div role="status" aria-live="polite">
        {other.map(render)}
      </div>
    </div>
  );
}
