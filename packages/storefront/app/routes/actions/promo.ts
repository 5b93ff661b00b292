import { respond } from '../../lib/forms.server';
import { cookies } from '../../lib/cookies.server';
import type { Route } from './+types/promo';

/** Closing the promo banner hides it for a day (SPEC §9: 86 400 s cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  const jar = cookies(context.secureCookies);
  return respond(request, { form: 'promo', ok: true, message: null }, { flashCookie: jar.flash, headers: new Headers({ 'set-cookie': await jar.promoHidden.serialize(true) }) });
}
