import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { ModalPanel } from './ModalPanel';
import { MODAL_EVENT, type ModalDetail, modalParagraphs, normalizeModalDetail } from './modal';

/**
 * SPEC §2 global modal, opened by the `konfety:modal` window event (see `openModal`): a modal `Dialog` labelled
 * by its title, closed by Escape, the close button or the shade around it; a second opening replaces the content
 * (focus still goes back to where it was before the first).
 */
export function GlobalModal({ first = null }: { first?: unknown }) {
  const t = useT();
  const { pathname } = useLocation();
  // The opening that made the page load this component (GlobalUi): shown at once.
  const [detail, setDetail] = useState<Required<ModalDetail> | null>(() => normalizeModalDetail(first));
  const bodyId = useId();

  useEffect(() => {
    const onOpen = (event: Event) => {
      const next = normalizeModalDetail((event as CustomEvent<unknown>).detail);
      if (next) setDetail(next);
    };
    window.addEventListener(MODAL_EVENT, onOpen);
    return () => window.removeEventListener(MODAL_EVENT, onOpen);
  }, []);

  const close = useCallback(() => setDetail(null), []);

  // Leaving the page closes the modal (not the page it was opened on: it may mount with its first opening).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current !== pathname) close();
    openedOn.current = pathname;
  }, [pathname, close]);

  if (!detail) return null;
  const paragraphs = detail.type === 'text' ? modalParagraphs(detail.content) : [t('error.unknownModalType')];

  return (
    <ModalPanel title={detail.title || t('global.modal.defaultTitle')} onClose={close} describedBy={paragraphs.length > 0 ? bodyId : undefined}>
      <div id={bodyId} className="global-modal__body">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </ModalPanel>
  );
}
