import { type MouseEvent, useCallback, useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

type Click = Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'target'>;

/**
 * Follows a click on `link` (a plain `<a href>`, or none) with React Router, as `<Link>` would: a left click
 * without modifier keys on a link of this site (no `target`, no `download`), after `onNavigate`; with
 * `preventScrollReset` where the link carries `data-keep-scroll` (RouterLink's `preventScrollReset`). Anything
 * else is left to the browser (new tab, download, other sites).
 */
function follow(event: Click & { preventDefault(): void }, link: HTMLAnchorElement | null, navigate: NavigateFunction, onNavigate?: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  onNavigate?.();
  const to = url.pathname + url.search + url.hash;
  // As <Link>: the page's own link replaces the history entry rather than repeating it. Read at the click, so
  // nothing re-renders on every navigation.
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(to, { replace: to === here, preventScrollReset: link.hasAttribute('data-keep-scroll') });
}

function linkOf(event: Click, selector: string): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
}

/**
 * Client-side navigation for the plain `<a href>` links inside one element (the category menu's ≈ 200): one
 * click handler on the container instead of a React Router `<Link>` per link, whose hooks made a sizeable share
 * of the server render and of hydration on a phone. `onNavigate` runs first (e.g. closing the menu). Without
 * JavaScript the links are ordinary links.
 */
export function useDelegatedLinks(onNavigate?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = linkOf(event, 'a');
      follow(event, link && event.currentTarget.contains(link) ? link : null, navigate, onNavigate);
    },
    [navigate, onNavigate],
  );
}

/**
 * The same for every plain `<a href data-router-link>` of the page (RouterLink, and product cards' two links each),
 * from one listener on the document that the root mounts (GlobalUi). The attribute is the opt-in: `data-discover`
 * alone would also match a `<Link reloadDocument>`, which React Router leaves to the browser on purpose. Such
 * links also carry `data-discover`, so React Router learns their route before the first click, as it does for a
 * `<Link>`. A link's own `onClick` (React's listener on the document was added first) runs before this one: a click
 * it prevented is left alone, and a link it removed from the page (closing the cart's dialog) is still followed,
 * since the browser would not follow a link no longer in the document.
 */
export function useDocumentLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => follow(event, linkOf(event, 'a[data-router-link]'), navigate);
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
