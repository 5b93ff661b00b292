import { type DialogHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/** Opens a dialog as modal, also one the server's markup showed open (non-modal) before the scripts ran. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open && !dialog.matches(':modal')) dialog.close();
  if (!dialog.open) dialog.showModal();
}

/**
 * The one modal dialog of the shop (its rules: `dialog.css`): a native `<dialog>` opened with `showModal()`, so
 * the browser keeps focus inside, makes the rest of the page inert, puts it in the top layer and closes it on
 * Escape. On top of that: focus goes back to where it was when it closes (also when it leaves the page open), and
 * a dialog without `onClose` cannot be dismissed (Escape does nothing; its own buttons end it). A click on the
 * dialog element itself, outside its content (the backdrop, a full-screen dialog's shade), closes it.
 *
 * `open` before hydration (the server's render) writes the `open` attribute: the dialog shows without
 * JavaScript, as a plain box its class lays out, and becomes modal once the page has hydrated. Label it by its
 * heading (`aria-labelledby`).
 */
export function Dialog({ open, onClose, children, ...props }: Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel' | 'onClick' | 'onKeyDown'> & { open: boolean; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const modal = hydrated && open;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!modal || !dialog) return;
    const opener = document.activeElement;
    showModal(dialog);
    return () => {
      dialog.close();
      const focus = document.activeElement;
      if (opener instanceof HTMLElement && opener.isConnected && (!focus || focus === document.body || dialog.contains(focus))) opener.focus();
    };
  }, [modal]);

  return (
    <dialog
      ref={ref}
      // Stated for scripts and tests that look for the role by attribute; it is the element's own.
      role="dialog"
      {...props}
      open={!hydrated && open ? true : undefined}
      // Undismissable: Escape makes no close request at all (past a refused `cancel`, the browser may force one).
      onKeyDown={onClose ? undefined : (e) => e.key === 'Escape' && e.preventDefault()}
      onCancel={onClose ? undefined : (e) => e.preventDefault()}
      // Closed by the browser (Escape) while the page still wants it open: tell the owner, or open it again.
      onClose={(e) => modal && (onClose ? onClose() : showModal(e.currentTarget))}
      onClick={(e) => e.target === e.currentTarget && onClose?.()}
    >
      {children}
    </dialog>
  );
}
