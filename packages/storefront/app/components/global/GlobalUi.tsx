import './global.css';
import { useEffect, useState } from 'react';
import { useClientUi } from '../../hooks/useClientUi';
import { useDocumentLinks } from '../../hooks/useDelegatedLinks';
import { AddedProductNotice } from '../cart-notice/AddedProductNotice';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { MODAL_EVENT } from './modal';
import { ProgressBar } from './ProgressBar';
import { Snackbars } from './Snackbars';

export { openModal } from './modal';
export { showSnackbar } from './snackbar';

/** The global modal, loaded with the on-demand client UI (useClientUi) at its first opening, which it then shows. */
function OnDemandModal() {
  const [ui, loadUi] = useClientUi();
  const [first, setFirst] = useState<unknown>(null);
  useEffect(() => {
    const onOpen = (event: Event) => {
      setFirst((event as CustomEvent<unknown>).detail);
      loadUi();
    };
    window.addEventListener(MODAL_EVENT, onOpen);
    return () => window.removeEventListener(MODAL_EVENT, onOpen);
  }, [loadUi]);
  return ui ? <ui.GlobalModal first={first} /> : null;
}

/**
 * Page-wide behaviours mounted once by the root: navigation progress bar, global modal, snackbars, the added-product
 * notice, chunk-load recovery, client-side navigation for plain links to the shop's pages (useDocumentLinks).
 */
export function GlobalUi() {
  useDocumentLinks();
  return (
    <>
      <ProgressBar />
      <ChunkReloadGuard />
      <OnDemandModal />
      <Snackbars />
      <AddedProductNotice />
    </>
  );
}
