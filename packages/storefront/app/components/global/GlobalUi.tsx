/** Page-wide behaviours mounted once by the root: navigation progress bar, global modal, chunk-load recovery. */
export function GlobalUi() {
  return null;
}
