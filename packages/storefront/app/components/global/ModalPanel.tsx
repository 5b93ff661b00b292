import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n';
import { Dialog } from '../dialog/Dialog';

/**
 * The panel of the shop's on-demand modals (the global modal, the product page's delivery dialog): a modal `Dialog`
 * labelled by its title, closed by Escape, its close button or the shade around it. `wide` for a frame.
 */
export function ModalPanel({ title, onClose, wide = false, describedBy, children }: { title: string; onClose: () => void; wide?: boolean; describedBy?: string; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} className={`dialog-screen global-modal${wide ? ' global-modal--wide' : ''}`} aria-labelledby={titleId} aria-describedby={describedBy}>
      <div className="global-modal__dialog">
        <div className="global-modal__header">
          <h2 id={titleId} className="global-modal__title">
            {title}
          </h2>
          <button type="button" className="global-modal__close" aria-label={t('global.modal.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </Dialog>
  );
}
