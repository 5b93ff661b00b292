import { translate } from '../../i18n';
import { ApiError } from '../../lib/api.server';
import { respond } from '../../lib/forms.server';
import { visitor } from '../../lib/session.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/newsletter';

/** Footer newsletter form (SPEC §5/§8): nothing is sent when the e-mail is empty. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = localeOfPath(String(form.get('locale') ?? '/'));
  const email = String(form.get('email') ?? '').trim();
  const { api, jar } = await visitor(request, context);
  if (!email) {
    return respond(request, { form: 'newsletter', ok: false, message: null, errors: { email: [translate(locale, 'validation.required')] } }, { flashCookie: jar.flash });
  }
  try {
    const res = await api.subscribe(email);
    return respond(request, { form: 'newsletter', ok: true, message: res.message }, { flashCookie: jar.flash });
  } catch (e) {
    if (e instanceof ApiError && e.body.error === 'already_exists') {
      return respond(request, { form: 'newsletter', ok: false, message: translate(locale, 'newsletter.alreadyExists') }, { flashCookie: jar.flash });
    }
    if (e instanceof ApiError && e.status === 422 && e.body.errors) {
      return respond(request, { form: 'newsletter', ok: false, message: translate(locale, 'newsletter.failed'), errors: e.body.errors }, { flashCookie: jar.flash });
    }
    return respond(request, { form: 'newsletter', ok: false, message: translate(locale, 'newsletter.failed') }, { flashCookie: jar.flash, status: 502 });
  }
}
