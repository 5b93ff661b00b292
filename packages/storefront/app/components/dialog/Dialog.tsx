import { type DialogHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/** Opens a dialog as modal, also one the server's markup showed open (non-modal) before the scripts ran. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open && !dialog.matches(':modal')) dialog.close();
  if (!dialog.open) dialog.showModal();
}

/**
 * The one modal dialog of the shop (its rules: `dialog.css`, which storefront.css imports; imported here too, it
 * made this module a script of its own on every page): a native `<dialog>` opened with `showModal()`, so
 * the browser keeps focus inside, makes the rest of the page inert, puts it in the top layer and closes it on
 * Escape, and closing it gives focus back to where it was. On top of that: it closes when it leaves the page open
 * (focus goes back then too), and a dialog without `onClose` cannot be dismissed (Escape does nothing; its own
 * buttons end it). A click on the dialog element itself, outside its content (the backdrop, a full-screen
 * dialog's shade), closes it.
 *
 * `open` before hydration (the server's render) writes the `open` attribute: the dialog shows without
 * JavaScript, as a plain box its class lays out, and becomes modal once the page has hydrated. Label it by its
 * heading (`aria-labelledby`).
 */
export function Dialog({ open, onClose, children, ...props }: Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel' | 'onClick'> & { open: boolean; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const modal = hydrated && open;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!modal || !dialog) return;
    showModal(dialog);
    // Closing gives focus back to where it was before showModal() (the browser's own restore), also when leaving the page.
    return () => dialog.close();
  }, [modal]);

  return (
    <dialog
      ref={ref}
      // Stated for scripts and tests that look for the role by attribute; it is the element's own.
      role="dialog"
      {...props}
      open={!hydrated && open ? true : undefined}
      // Undismissable: Escape is refused; should the browser close it all the same (it may, past a refused
      // `cancel`), it opens again. A dismissible one tells its owner it was closed.
      onCancel={onClose ? undefined : (e) => e.preventDefault()}
      onClose={(e) => modal && (onClose ? onClose() : showModal(e.currentTarget))}
      onClick={(e) => e.target === e.currentTarget && onClose?.()}
    >
      {children}
    </dialog>
  );
}
