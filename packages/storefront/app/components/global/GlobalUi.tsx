import './global.css';
import { useDocumentLinks } from '../../hooks/useDelegatedLinks';
import { AddedProductNotice } from '../cart-notice/AddedProductNotice';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { GlobalModal } from './GlobalModal';
import { ProgressBar } from './ProgressBar';
import { Snackbars } from './Snackbars';

export { openModal } from './modal';
export { showSnackbar } from './snackbar';

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
      <GlobalModal />
      <Snackbars />
      <AddedProductNotice />
    </>
  );
}
