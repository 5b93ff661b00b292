import { useRouteLoaderData } from 'react-router';
import type { Banner, CategoryNode, Currency, Poster, User } from './api.server';
import { type Locale, localePrefix } from '../routing/route-names';
import type { Flash } from './forms.server';
import type { Messages } from '../i18n';
import { fieldsOf, type Packed } from './packed';

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

/**
 * The links are the pages' in the page's language (the API's `url` under the language's prefix: `/sk/2/parochne`), made
 * here on the server so the menus' plain links need no code of their own in the browser.
 */
export function shellCategories(tree: readonly CategoryNode[], locale: Locale): ShellCategory[] {
  const prefix = localePrefix(locale);
  return tree.map((c) => ({ id: c.id, name: c.name, url: `${prefix}${c.url}`, image: c.image, subcategories: c.subcategories.map((s) => ({ id: s.id, name: s.name, url: `${prefix}${s.url}` })) }));
}

/**
 * The props of the captcha's notice inside every protected form (lib/captcha.server.ts `captchaNotice`): its class, the
 * provider's script (`data-src`) and its HTML (the notice with Google's two links, and the hidden token field).
 */
export interface CaptchaNoticeProps {
  /** The form's action (lib/captcha.ts asks the provider's token for it), when a page's loader made the props for its form. */
  'data-captcha'?: string;
  className: string;
  'data-src': string;
  dangerouslySetInnerHTML: { __html: string };
}

/** Everything the layout needs, loaded once per page by the root loader. */
export interface ShellData {
  locale: Locale;
  /** The patterns of the chrome's message areas (see `useT`), packed apart (made once per language). */
  messages: Packed<Messages>;
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
  /** The captcha's notice for the public forms (`<p data-captcha="<action>" {...captcha} />`); null without a captcha configured. */
  captcha: CaptchaNoticeProps | null;
}

/** What the root loader sends per visitor; the rest, the same for every visitor of a site in a language, packed. */
type OwnFields = 'locale' | 'messages' | 'user' | 'promo' | 'currency' | 'flash' | 'csrfToken';
export type SharedShell = Omit<ShellData, OwnFields>;
export type RootData = Pick<ShellData, OwnFields> & { packed: Packed<SharedShell> };

/** The shell from the root route's loader data (`RootData`), its packed part in place. */
export const shellOf: (data: RootData) => ShellData = fieldsOf;

export function useShell(): ShellData {
  const shell = useOptionalShell();
  if (!shell) throw new Error('useShell outside the root route');
  return shell;
}

export function useOptionalShell(): ShellData | undefined {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data && shellOf(data);
}
