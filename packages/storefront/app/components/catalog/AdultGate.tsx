import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';
import { focusableIn } from '../../lib/focus';
import { RouterLink } from '../link/RouterLink';

const STORAGE_KEY = 'konfety_adult_confirmed';

function confirmedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

const AdultConfirmed = createContext(true);

/** False inside an 18+ product until the visitor has confirmed their age (adding to the cart and remembering the view wait for it). */
export function useAdultConfirmed(): boolean {
  return useContext(AdultConfirmed);
}

/**
 * 18+ products: a confirmation dialog (focus trapped inside) before the
 * product is shown. "Potvrdit" closes it and is remembered for the browser
 * session; "Opustit" leads home. Until confirmed the product is inert.
 */
export function AdultGate({ active, children }: { active: boolean; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [confirmed, setConfirmed] = useState(!active);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active) setConfirmed(true);
    else setConfirmed(confirmedBefore());
  }, [active]);

  const open = active && !confirmed;

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    (focusableIn(dialog)[0] ?? dialog).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) return e.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const confirm = () => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // storage unavailable: confirmed for this page only
    }
    setConfirmed(true);
  };

  return (
    <>
      <div className={open ? 'adult-gate__content adult-gate__content--hidden' : 'adult-gate__content'} inert={open} aria-hidden={open || undefined}>
        <AdultConfirmed.Provider value={!open}>{children}</AdultConfirmed.Provider>
      </div>
      {open ? (
        <div className="adult-gate">
          <div ref={dialogRef} className="adult-gate__dialog" role="dialog" aria-modal="true" aria-labelledby="adult-gate-title" aria-describedby="adult-gate-text" tabIndex={-1}>
            <h2 id="adult-gate-title">{t('catalog.adult.title')}</h2>
            <p id="adult-gate-text">{t('catalog.adult.text')}</p>
            <div className="adult-gate__actions">
              <RouterLink to={localePath('home', locale)} className="button button--secondary">
                {t('catalog.adult.leave')}
              </RouterLink>
              <button type="button" className="button button--primary" onClick={confirm}>
                {t('catalog.adult.confirm')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
