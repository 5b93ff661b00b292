import { watchdogSchema } from '@konfety/domain/review-forms';
import { issuesToFieldErrors } from '@konfety/domain/validation';
import { translate } from '../../i18n/catalogue.server';
import { ApiError } from '../../lib/api.server';
import { readForm, respond } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { recordId } from '../../lib/profile.server';
import { visitor } from '../../lib/session.server';
import { localeOfPath } from '../../routing/route-names';
import type { Route } from './+types/watchdog';

/**
 * The product page's stock watchdog (components/product/WatchdogForm.tsx): checks the form with the API's own rules
 * (domain/reviews.ts), sets the watchdog (a logged-in customer's token goes with the call, so an empty e-mail means
 * the account's), and answers the SPEC §8 notice: "Hlídací pes byl nastaven." or the failure text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = String(form.get('redirectTo') ?? '/');
  const locale = localeOfPath(redirectTo);
  const { api, jar } = await visitor(request, context);
  const answer = (outcome: { ok: boolean; message: string | null; errors?: Record<string, string[]> }, status?: number) =>
    respond(request, form, { form: 'watchdog', ...outcome }, { flashCookie: jar.flash, status });
  const failed = (errors?: Record<string, string[]>, status?: number) => answer({ ok: false, message: translate(locale, 'notice.watchdogFailed'), errors }, status);

  const productId = recordId(form.get('productId'));
  const parsed = watchdogSchema.safeParse({ variantId: form.get('variantId') ?? '', email: form.get('email') ?? '' });
  if (productId === null) return failed(undefined, 422);
  if (!parsed.success) return failed(issuesToFieldErrors(parsed.error.issues, locale));
  try {
    const res = await api.call('POST /catalog/product/:id/watchdog', { params: { id: productId }, body: parsed.data });
    return answer({ ok: true, message: res.message });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 422 || e.status === 404)) return failed(e.body.errors, e.status);
    return failed(undefined, 502);
  }
}

export const clientAction = clientActionOutcome;
