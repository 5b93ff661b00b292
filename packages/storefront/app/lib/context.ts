import type { ApiTransport } from './api.server';
import type { Locale } from '../routing/route-names';

/** What the server puts into every loader and action (see packages/server/src/storefront.ts). */
export interface StorefrontContext {
  /** How API calls travel: Fastify inject in the same process, or fetch to API_BASE_URL. */
  apiTransport: ApiTransport;
  /** The `client-url` naming this request's shop site. */
  clientUrl: string;
  /** Public origin of the shop, for canonical URLs. */
  publicUrl: string;
  /**
   * The origin of each language's shop site that is live (config SITE_URL_CZ → cs, SITE_URL_SK → sk, for the languages of
   * ACTIVE_LOCALES): a page in that language is addressed there (canonical, hreflang, structured data); a language without
   * one at `publicUrl` (lib/alternates.server.ts).
   */
  siteUrls?: Partial<Record<Locale, string>>;
  /** Whether cookies must be Secure (HTTPS deployments). */
  secureCookies: boolean;
  /** How many days a login token is valid (config AUTH_TOKEN_TTL_DAYS): the token cookie lives as long; default 30. */
  tokenTtlDays?: number;
  /** The stores' map tiles (config MAP_TILE_URL …): a `{z}/{x}/{y}` template and the credit the provider asks for. */
  mapTiles?: { tileUrl: string; attribution: string; attributionUrl: string };
  /** This response's Content-Security-Policy nonce, for the inline scripts of the server render (entry.server.tsx). */
  cspNonce?: string;
  /** The visitor's CSRF token (the `konfety_csrf` cookie's value), which every form repeats in `_csrf`; null on non-page requests. */
  csrfToken?: string | null;
  /**
   * Whether this render is the copy the page cache keeps for every visitor (`pageCache.keepsPage`: a page whose
   * route declares `share`, no message waiting). It must then hold nothing of this visitor's: the root loader
   * leaves the user out, and the header loads it after hydration (`/_/cart`).
   */
  sharedPage?: boolean;
  /** The public forms' captcha (config RECAPTCHA_SITE_KEY, RECAPTCHA_SCRIPT_URL: never the secret); null = none. */
  captcha?: { siteKey: string; scriptUrl: string } | null;
  /** The tag manager's container (config GTM_ID, GTM_SCRIPT_URL), written into every page's head; null = none. */
  tagManager?: { id: string; scriptUrl: string } | null;
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}
