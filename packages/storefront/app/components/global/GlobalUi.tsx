import './global.css';
import { AddedProductNotice } from '../cart-notice/AddedProductNotice';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { GlobalModal } from './GlobalModal';
import { ProgressBar } from './ProgressBar';
import { Snackbars } from './Snackbars';

export { openModal } from './modal';
export { showSnackbar } from './snackbar';

/** Page-wide behaviours mounted once by the root: navigation progress bar, global modal, snackbars, the added-product notice, chunk-load recovery. */
export function GlobalUi() {
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
