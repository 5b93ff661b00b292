import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { MODAL_EVENT, type ModalDetail, modalParagraphs, normalizeModalDetail } from './modal';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
}

/**
 * While the dialog is open the rest of the page is inert (no focus, hidden
 * from assistive technology) and does not scroll. Returns the undo.
 */
function isolate(host: HTMLElement): () => void {
  const body = document.body;
  const madeInert: Element[] = [];
  for (const el of Array.from(body.children)) {
    if (el === host || el.contains(host) || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(el.tagName) || el.hasAttribute('inert')) continue;
    el.setAttribute('inert', '');
    madeInert.push(el);
  }
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    for (const el of madeInert) el.removeAttribute('inert');
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * SPEC §2 global modal, opened by the `konfety:modal` window event (see
 * `openModal`). An accessible dialog: labelled by its title, focus moved into
 * it and kept there, closed by Escape, the close button or the backdrop, focus
 * returned to where it was; the page behind is inert and does not scroll.
 */
export function GlobalModal() {
  const t = useT();
  const { pathname } = useLocation();
  const [detail, setDetail] = useState<Required<ModalDetail> | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  const open = detail !== null;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const next = normalizeModalDetail((event as CustomEvent<unknown>).detail);
      if (!next) return;
      // Focus goes back to where it was before the first of several openings.
      if (!openRef.current) returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openRef.current = true;
      setDetail(next);
    };
    window.addEventListener(MODAL_EVENT, onOpen);
    return () => window.removeEventListener(MODAL_EVENT, onOpen);
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setDetail(null);
  }, []);

  // Leaving the page closes the modal.
  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const host = hostRef.current;
    const dialog = dialogRef.current;
    if (!host || !dialog) return;
    const undo = isolate(host);
    dialog.focus();
    // Anything that still moves focus out (e.g. a click on the browser UI and back) is brought back.
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !host.contains(e.target)) dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      undo();
      const back = returnFocusRef.current;
      returnFocusRef.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (!detail) return null;
  const paragraphs = detail.type === 'text' ? modalParagraphs(detail.content) : [t('error.unknownModalType')];

  return createPortal(
    <div className="global-modal" ref={hostRef}>
      <div className="global-modal__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={dialogRef}
        className="global-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={paragraphs.length > 0 ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="global-modal__header">
          <h2 id={titleId} className="global-modal__title">
            {detail.title || t('global.modal.defaultTitle')}
          </h2>
          <button type="button" className="global-modal__close" aria-label={t('global.modal.close')} onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div id={bodyId} className="global-modal__body">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
