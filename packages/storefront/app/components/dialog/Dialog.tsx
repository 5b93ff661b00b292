import './dialog.css';
import { type DialogHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/** Opens a dialog as modal, also one the server's markup showed open (non-modal) before the scripts ran. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open && !dialog.matches(':modal')) dialog.close();
  if (!dialog.open) dialog.showModal();
}

/**
 * The one modal dialog of the shop: a native `<dialog>` opened with `showModal()`, so the browser keeps focus
 * inside, makes the rest of the page inert, puts it in the top layer and closes it on Escape. On top of that:
 * focus goes back to where it was when it closes (also when it leaves the page open), and a dialog without
 * `onClose` cannot be dismissed (Escape does nothing; it closes by its own buttons). A click on the dialog
 * element itself, outside its content (the backdrop, a full-screen dialog's shaded part), closes it.
 *
 * `open` before hydration (the server's render) writes the `open` attribute: the dialog shows without
 * JavaScript, as a plain box its class lays out, and becomes modal once the page has hydrated. Label it by its
 * heading (`aria-labelledby`).
 */
export function Dialog({ open, onClose, children, ...props }: Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onCancel'> & { open: boolean; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const modal = hydrated && open;
  // The handlers below run after a render: they read what is current then, not what was when the effect ran.
  const state = useRef({ modal, onClose });
  state.current = { modal, onClose };

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
      onKeyDown={(e) => {
        // An undismissable dialog: Escape makes no close request at all (the browser may force one past `cancel`).
        if (e.key === 'Escape' && !onClose) e.preventDefault();
        props.onKeyDown?.(e);
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
      onClose={(e) => {
        // Closed by the browser while the page still wants it open: tell the owner, or open it again.
        if (!state.current.modal) return;
        if (state.current.onClose) state.current.onClose();
        else showModal(e.currentTarget);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose?.();
        props.onClick?.(e);
      }}
    >
      {children}
    </dialog>
  );
}
