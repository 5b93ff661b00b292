/**
 * Snackbars (SPEC §8): short notices at the top of the page — danger for
 * failures (voucher errors, add-to-cart failure …), success for confirmations.
 * Any code shows one with a window event; `Snackbars` renders them in a live
 * region so screen readers announce them.
 */
export const SNACKBAR_EVENT = 'konfety:snackbar';
/** How long a snackbar stays when not dismissed. */
export const SNACKBAR_MS = 6000;

export type SnackbarTone = 'danger' | 'success' | 'info';

export interface SnackbarDetail {
  tone: SnackbarTone;
  message: string;
}

declare global {
  interface WindowEventMap {
    [SNACKBAR_EVENT]: CustomEvent<SnackbarDetail>;
  }
}

/** Shows a snackbar. No-op on the server and for an empty message. */
export function showSnackbar(detail: SnackbarDetail): void {
  if (typeof window === 'undefined' || !detail.message) return;
  window.dispatchEvent(new CustomEvent(SNACKBAR_EVENT, { detail }));
}
