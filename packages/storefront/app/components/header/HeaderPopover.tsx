import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { focusFirstIn } from '../../lib/focus';
import { useHydrated } from '../../hooks/useHydrated';

export interface PopoverProps {
  /** Open with JavaScript (controlled by the header, so one popover is open at a time). */
  open: boolean;
  /** Move focus into the panel when it opens (not when it opens by itself, e.g. after add-to-cart). */
  focusOnOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Content of the toggle button (icon, label). */
  button: ReactNode;
  /** Extra attributes of the toggle, e.g. aria-describedby for a count. */
  buttonDescribedBy?: string | undefined;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  className: string;
  panelClassName: string;
  /** Where focus goes when the panel opens: its first control, or the panel itself. */
  initialFocus?: 'first' | 'panel';
  /** What to render before hydration instead of a <details> disclosure (e.g. a plain link). */
  fallback?: ReactNode;
  /** Open the <details> fallback in the server HTML (e.g. to show a form's errors). */
  fallbackOpen?: boolean;
  /** Extra content of the panel root (e.g. the busy state). */
  panelProps?: { 'aria-busy'?: boolean; 'aria-labelledby'?: string; role?: string; 'aria-label'?: string };
  children: ReactNode;
}

/**
 * A disclosure popover of the header (account, cart, categories): a button
 * with aria-expanded/aria-controls and a panel below it. Escape closes it and
 * returns focus to the button; a click outside or Tab out of it closes it.
 * Before hydration (and with JavaScript off) it is a native <details>, so the
 * panel still opens.
 */
export function HeaderPopover({
  open,
  focusOnOpen,
  onOpenChange,
  button,
  buttonDescribedBy,
  buttonRef: externalButtonRef,
  className,
  panelClassName,
  initialFocus = 'first',
  fallback,
  fallbackOpen,
  panelProps,
  children,
}: PopoverProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = externalButtonRef ?? ownButtonRef;
  const panelRef = useRef<HTMLDivElement>(null);

  // Focus into the panel when it opens from the button.
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const panel = panelRef.current;
    if (initialFocus === 'panel') panel?.focus();
    else focusFirstIn(panel);
  }, [open, focusOnOpen, initialFocus]);

  // Escape anywhere, and pointer-down outside, close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const root = rootRef.current;
      const active = document.activeElement;
      const focusWasInside = !!root && (root.contains(active) || active === document.body);
      onOpenChange(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange, buttonRef]);

  if (!hydrated) {
    if (fallback) return <>{fallback}</>;
    return (
      <details className={`${className} hdr-pop--nojs`} open={fallbackOpen}>
        <summary className="hdr-pop__button">{button}</summary>
        <div className={`hdr-pop__panel ${panelClassName}`} {...panelProps}>
          {children}
        </div>
      </details>
    );
  }

  return (
    <div
      className={className}
      ref={rootRef}
      onBlur={(e) => {
        // Tabbing out of the widget closes it (a click on empty panel space has no relatedTarget).
        const next = e.relatedTarget;
        if (open && next instanceof Node && rootRef.current && !rootRef.current.contains(next)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="hdr-pop__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={buttonDescribedBy}
        onClick={() => onOpenChange(!open)}
      >
        {button}
      </button>
      <div id={panelId} ref={panelRef} className={`hdr-pop__panel ${panelClassName}`} hidden={!open} tabIndex={-1} {...panelProps}>
        {children}
      </div>
    </div>
  );
}
