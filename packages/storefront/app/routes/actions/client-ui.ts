import { GlobalModal } from '../../components/global/GlobalModal';
import { DeliveryDialog } from '../../components/product/DeliveryDialog';
import { SearchSuggestions } from '../../components/search/SearchSuggestions';
import { translate } from '../../i18n/catalogue.server';
import { guardCaptchaForms } from '../../lib/captcha';
import { rememberViewed } from '../../lib/recently-viewed';
import { DEFAULT_LOCALE } from '../../routing/route-names';

/**
 * `/_/ui`: the shop's client-only UI that no page needs before someone acts or before it has hydrated — the header
 * search's suggestions (on the field's first focus), the global modal (on its first opening), the product page's
 * delivery dialog and its recently viewed products (local storage, read after hydration), the protected forms' captcha (lib/captcha.ts,
 * on the first focus in such a form) — brought to the browser on demand by
 * `useClientUi` (hooks/useClientUi.ts). A fetcher loads this route; React Router imports the route's module for its
 * `clientLoader` with the framework's own loader, and the `clientLoader` answers with the components, asking the
 * server nothing. A dynamic `import()` of our own would have added Vite's preload helper (≈ 0.5 kB brotli) to every
 * page, more than what it moves out of them (ARCHITECTURE "On-demand client UI").
 */
export async function clientLoader() {
  // The protected forms' captcha: a focus in one of them brought this module (lib/captcha.ts).
  guardCaptchaForms();
  return { GlobalModal, DeliveryDialog, SearchSuggestions, rememberViewed };
}

/**
 * The address itself asked for by a browser or a client (not by the fetcher, which runs the `clientLoader` in the
 * browser): nothing to serve, a 404 in the API's error shape rather than React Router's English "Unexpected Server
 * Error" for a resource route that has no server loader.
 */
export function loader() {
  return Response.json({ error: 'not_found', message: translate(DEFAULT_LOCALE, 'api.notFound') }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

/** The components never change: nothing to load again after an action. */
export function shouldRevalidate() {
  return false;
}
