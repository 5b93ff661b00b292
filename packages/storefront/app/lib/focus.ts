/** Elements a keyboard user can Tab to. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
}

/** Focuses the first focusable element inside `root`, or `root` itself. */
export function focusFirstIn(root: HTMLElement | null): void {
  if (!root) return;
  const first = focusableIn(root)[0];
  (first ?? root).focus();
}
