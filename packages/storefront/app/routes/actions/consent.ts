import { consentFromForm, serializeConsent } from '@konfety/domain/consent';
import { cookieJar } from '../../lib/cookies.server';
import { translate } from '../../i18n/catalogue.server';
import { backTo, readForm, seeOther } from '../../lib/forms.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/consent';

/**
 * `/_/consent`: the consent bar's form (lib/consent.server.tsx), a plain post: "accept all", "reject all" (clears
 * every optional consent) or the switched-on categories. The choice goes into the consent cookie (SPEC §9: a year)
 * and the visitor back to the page (a local path only), whose head then tells the tag manager.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  const choice = consentFromForm(typeof intent === 'string' ? intent : '', (category) => form.get(category) === '1');
  // Only a hand-made post names no choice the bar offers: nothing is stored, and it is told so.
  if (!choice) throw Response.json({ ok: false, error: 'bad_form', message: translate(localeOfPath(backTo(request, form)), 'request.badForm') }, { status: 400, headers: { 'cache-control': 'no-store' } });
  const headers = new Headers({ 'cache-control': 'no-store', 'set-cookie': await cookieJar(context).consent.serialize(serializeConsent(choice)) });
  return seeOther(backTo(request, form), headers);
}

/** Nothing to show at this address: back home. */
export function loader() {
  return seeOther('/');
}

