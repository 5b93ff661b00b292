import { cookieJar } from '../../lib/cookies.server';
import { readForm, respond } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import type { Route } from './+types/promo';

/** Closing the promo banner hides it for a day (SPEC §9: 86 400 s cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const jar = cookieJar(context);
  return respond(request, form, { form: 'promo', ok: true, message: null }, { flashCookie: jar.flash, headers: new Headers({ 'set-cookie': await jar.promoHidden.serialize(true) }) });
}

export const clientAction = clientActionOutcome;
