import { translate } from '../../i18n/catalogue.server';
import { ApiError } from '../../lib/api.server';
import { carryGuestCart } from '../../lib/guest-cart.server';
import { actionLocale } from '../../lib/cart.server';
import { backTo, isScriptPost, readForm, respond, safeRedirectTarget } from '../../lib/forms.server';
import type { LoginOutcome } from '../../lib/login';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import { localePath } from '../../routing/route-names';
import type { Route } from './+types/login';
import { accountEvent, packEvents } from '../../lib/analytics.server';

/** The notices a native post carries in the flash cookie: a cookie holds about 4 kB. */
const FLASH_NOTICES = 5;

/**
 * Login (SPEC §2/§4/§6): stores the token in the httpOnly cookie, carries a
 * guest cart into the account, and goes to the requested local page
 * (`redirectTo`, which the form fills from `?redirect=`) or the account. A
 * script gets `{ ok, redirectTo, notices }` and goes there itself (the shell
 * reloads with the user first); a native post gets a 303 and the outcome in
 * the flash (the notices, when the cart changed on the way). A failure answers the API's
 * message and field errors, and its error code for the analytics event; a
 * native post goes back to the form's page with them in the flash.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const v = await visitor(request, context);
  const locale = actionLocale(request, form);
  const target = safeRedirectTarget(form.get('redirectTo'), localePath('account', locale));
  let token: string;
  try {
    ({ token } = await v.api.call('POST /auth/login', { body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') } }));
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      const failed = { form: 'login', ok: false, message: e.body.message ?? null, errors: e.body.errors ?? {} };
      // Back to the form's page (the target may be a page that needs the login); without a referer, to the home
      // page that offers the form again for the same target.
      const back = request.headers.has('referer') ? backTo(request) : `${localePath('home', locale)}?${new URLSearchParams({ redirect: target })}`;
      return respond(request, form, failed, { flashCookie: v.jar.flash, status: e.status, headers: v.clearing, redirectTo: back, extra: { error: e.body.error ?? null } });
    }
    throw e;
  }
  const headers = new Headers();
  // A stale cookie found on the way is still cleared, except the token's, which the new one replaces.
  for (const c of v.clearing.getSetCookie()) if (!c.startsWith(`${v.jar.token.name}=`)) headers.append('set-cookie', c);
  headers.append('set-cookie', await v.jar.token.serialize(token));
  const notices = await carryGuestCart(v, token, locale, headers);
  // A native post's landing page always gets the outcome in the flash: that makes it a page for this visitor
  // alone, rendered with their name in the header (a shared page leaves the user to the script it has not got).
  const native = !isScriptPost(request, form);
  const outcome = {
    form: 'login',
    ok: true,
    message: notices.length > 0 ? translate(locale, 'header.account.cartMerged') : native ? translate(locale, 'header.account.loggedIn') : null,
    notices: notices.slice(0, FLASH_NOTICES),
  };
  return respond<Pick<LoginOutcome, 'redirectTo' | 'notices' | 'dataLayer'>>(request, form, outcome, {
    flashCookie: v.jar.flash,
    headers,
    redirectTo: target,
    extra: { redirectTo: target, notices, dataLayer: packEvents(accountEvent('login')) },
  });
}

export const clientAction = clientActionOutcome;
