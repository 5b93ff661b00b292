import { z } from 'zod';
import { issuesToFieldErrors, requiredString } from '@konfety/domain/validation';
import { translate } from '../../i18n/catalogue.server';
import { ApiError } from '../../lib/api.server';
import { captchaHeaders, formWideError } from '../../lib/captcha.server';
import { readForm, respond } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/newsletter';

/** Only the presence is checked here; the API checks the address itself (and words it). */
const newsletterForm = z.object({ email: requiredString({ max: 254 }) });

/** Footer newsletter form (SPEC §5/§8): nothing is sent when the e-mail is empty; the API checks the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = localeOfPath(String(form.get('locale') ?? '/'));
  const { api, jar } = await visitor(request, context);
  const answer = (outcome: { ok: boolean; message: string | null; errors?: Record<string, string[]> }, status?: number, headers?: Headers) =>
    respond(request, form, { form: 'newsletter', ...outcome }, { flashCookie: jar.flash, status, headers });
  const parsed = newsletterForm.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return answer({ ok: false, message: null, errors: issuesToFieldErrors(parsed.error.issues, locale) });
  const { email } = parsed.data;
  try {
    const res = await api.call('POST /subscriber/save', { body: { email }, headers: captchaHeaders(form) });
    // Subscribed in the intro popup (lib/intro-popup.server.tsx): the popup has done its job and stays hidden.
    const headers = form.get('introPopup') === '1' ? new Headers({ 'set-cookie': await jar.introPopupHidden.serialize(true) }) : undefined;
    return answer({ ok: true, message: res.message }, undefined, headers);
  } catch (e) {
    if (e instanceof ApiError && e.body.error === 'already_exists') return answer({ ok: false, message: translate(locale, 'newsletter.alreadyExists') });
    // The captcha's refusal says what to do (its text in `_form`); another 422 is the failure message and the field's error.
    if (e instanceof ApiError && e.status === 422 && e.body.errors) return answer({ ok: false, message: formWideError(e.body.errors) ?? translate(locale, 'newsletter.failed'), errors: e.body.errors });
    return answer({ ok: false, message: translate(locale, 'newsletter.failed') }, 502);
  }
}

export const clientAction = clientActionOutcome;
