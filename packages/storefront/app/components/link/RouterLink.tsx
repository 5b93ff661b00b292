import type { AnchorHTMLAttributes, Ref } from 'react';

type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this shop (`/…`, as `localePath` and the API's `url`s give it). */
  to: string;
  /** As `<Link preventScrollReset>`: the page keeps its scroll position (a filter chip, an edit link in a list). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of this shop: a plain `<a href>` that the root's one document listener (`useDocumentLinks`)
 * follows with React Router on a plain left click, as a `<Link>` would. A `<Link>` runs its own hooks (path
 * resolution, a click handler, a navigate function) in every server render and every hydration, ≈ 4 µs each
 * on the server for ≈ 65 links of a listing page. `data-discover` lets React Router learn the route before the
 * first click; `data-router-link` is the listener's opt-in. An `onClick` runs first and may prevent the
 * navigation. Without JavaScript it is an ordinary link.
 */
export function RouterLink({ to, preventScrollReset, ref, ...rest }: RouterLinkProps) {
  return <a {...rest} ref={ref} href={to} data-discover="true" data-router-link="" data-keep-scroll={preventScrollReset ? '' : undefined} />;
}
