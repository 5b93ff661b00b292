import { translate } from '../i18n/catalogue.server';
import type { Locale } from '../routing/route-names';
import { ApiError } from './api.server';
import { clearCookie } from './cookies.server';
import type { Visitor } from './session.server';

/**
 * Carries the visitor's guest cart into the account just logged into or made (API `POST /cart/merge`) and
 * clears the guest-cart cookie on `headers`; answers what changed on the way (lines capped or dropped).
 * Without a guest cart it does nothing. The login or registration stands if this fails: the cookie stays, so
 * the next login carries the cart, and the customer is told it stayed behind.
 */
export async function carryGuestCart(v: Visitor, token: string, locale: Locale, headers: Headers): Promise<string[]> {
  if (!v.guestCartId) return [];
  try {
    const { notices } = await v.withToken(token).data('POST /cart/merge', { body: { tempId: v.guestCartId } });
    headers.append('set-cookie', await clearCookie(v.jar.guestCart));
    return notices.map((n) => n.message);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return [translate(locale, 'header.account.cartMergeFailed')];
  }
}
