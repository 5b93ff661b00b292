import { useRouteLoaderData } from 'react-router';
import type { Banner, CategoryNode, Currency, Poster, User } from './api.server';
import type { Locale } from '../routing/route-names';
import type { Flash } from './forms.server';
import type { Messages } from '../i18n';

/** Values of the `settings` entries the shell reads (SPEC §3). */
export interface MenuLink {
  text: string;
  link: string;
  leave?: boolean;
}
export interface BottomMenu {
  title: string;
  links: MenuLink[];
}

/**
 * The category tree as the chrome shows it (category menus, the home page's tiles): a main category's picture,
 * name and link, and its subcategories' names and links. The rest of the API's tree (slugs, the subcategories'
 * pictures, deeper levels) would only add to every page's HTML.
 */
export type ShellCategory = Pick<CategoryNode, 'id' | 'name' | 'url' | 'image'> & { subcategories: Array<Pick<CategoryNode, 'id' | 'name' | 'url'>> };

export function shellCategories(tree: readonly CategoryNode[]): ShellCategory[] {
  return tree.map((c) => ({ id: c.id, name: c.name, url: c.url, image: c.image, subcategories: c.subcategories.map((s) => ({ id: s.id, name: s.name, url: s.url })) }));
}

/** Everything the layout needs, loaded once per page by the root loader. */
export interface ShellData {
  locale: Locale;
  /** The patterns of the chrome's message areas (see `useT`). */
  messages: Messages;
  publicUrl: string;
  maintenance: boolean;
  /** The settings by name, except the two menus (below). */
  settings: Record<string, unknown>;
  topMenu: MenuLink[];
  bottomMenu: BottomMenu[];
  categories: ShellCategory[];
  placeholders: string[];
  poster: Poster | null;
  promo: Banner | null;
  currencies: Currency[];
  currency: Currency | null;
  user: User | null;
  /** Outcome of a form posted without JavaScript, to show once. */
  flash: Flash | null;
  /** Repeated by every form in `_csrf` (components/global/CsrfField), for browsers that send neither Origin nor Sec-Fetch-Site. */
  csrfToken: string | null;
}

export function useShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShell outside the root route');
  return data;
}

export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}
