import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';
import { RouterLink } from '../link/RouterLink';
import { Dialog } from '../dialog/Dialog';

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
 * 18+ products: a modal `Dialog` before the product is shown, which only a choice closes (no Escape, no click
 * beside it): "Potvrdit" is remembered for the browser session; "Opustit" leads home. Until confirmed the product
 * is inert and blurred. The server renders it open, so without JavaScript the product stays hidden and "Opustit"
 * still works.
 */
export function AdultGate({ active, children }: { active: boolean; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [confirmed, setConfirmed] = useState(!active);

  useEffect(() => {
    if (!active) setConfirmed(true);
    else setConfirmed(confirmedBefore());
  }, [active]);

  const open = active && !confirmed;

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
        <Dialog open className="dialog-screen adult-gate" aria-labelledby="adult-gate-title" aria-describedby="adult-gate-text">
          <div className="adult-gate__dialog">
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
        </Dialog>
      ) : null}
    </>
  );
}
