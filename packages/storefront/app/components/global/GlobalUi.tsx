import './global.css';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { GlobalModal } from './GlobalModal';
import { ProgressBar } from './ProgressBar';

export { openModal } from './modal';

/** Page-wide behaviours mounted once by the root: navigation progress bar, global modal, chunk-load recovery. */
export function GlobalUi() {
  return (
    <>
      <ProgressBar />
      <ChunkReloadGuard />
      <GlobalModal />
    </>
  );
}
