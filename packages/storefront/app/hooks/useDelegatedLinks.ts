import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Client-side navigation for the plain `<a href>` links inside one element (the category menu's ≈ 200): one
 * click handler on the container instead of a React Router `<Link>` per link, whose hooks made a sizeable share
 * of the server render and of hydration on a phone. A left click without modifier keys on a link of this site
 * (no `target`, no `download`) navigates with React Router, as `<Link>` would, after `onNavigate` (e.g. closing
 * the menu); anything else is left to the browser (new tab, download, other sites). Without JavaScript the links
 * are ordinary links.
 */
export function useDelegatedLinks(onNavigate?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      onNavigate?.();
      const to = url.pathname + url.search + url.hash;
      // As <Link>: the page's own link replaces the history entry rather than repeating it. Read at the click, so
      // the menu does not re-render on every navigation.
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    },
    [navigate, onNavigate],
  );
}
