import { ApiError } from '../../lib/api.server';
import { backTo, readForm, respond, safeRedirectTarget } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import type { Route } from './+types/login';

/**
 * Login (SPEC §4/§6): stores the token in the httpOnly cookie and goes to the
 * requested local page or the account. A failure shows the API's errors. A
 * script gets `{ ok, redirectTo }` and goes there itself (the shell reloads
 * with the user first).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api, jar } = await visitor(request, context);
  try {
    const { token } = await api.login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    const headers = new Headers({ 'set-cookie': await jar.token.serialize(token) });
    const target = safeRedirectTarget(form.get('redirectTo'), backTo(request));
    return respond(request, form, { form: 'login', ok: true, message: null }, { flashCookie: jar.flash, headers, redirectTo: target, extra: { redirectTo: target } });
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      return respond(request, form, { form: 'login', ok: false, message: e.body.message ?? null, errors: e.body.errors ?? {} }, { flashCookie: jar.flash, status: e.status });
    }
    throw e;
  }
}

export const clientAction = clientActionOutcome;
