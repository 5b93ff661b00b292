import { readForm, respond } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import { visitor } from '../../lib/session.server';
import type { Route } from './+types/currency';

/** Currency switcher (SPEC §9): remembers the choice in a cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api, jar } = await visitor(request, context);
  const code = String(form.get('currency') ?? '');
  const known = (await api.data('GET /lists/currencies')).some((c) => c.code === code);
  if (!known) return respond(request, form, { form: 'currency', ok: false, message: null }, { flashCookie: jar.flash, status: 422 });
  return respond(request, form, { form: 'currency', ok: true, message: null }, { flashCookie: jar.flash, headers: new Headers({ 'set-cookie': await jar.currency.serialize(code) }) });
}

export const clientAction = clientActionOutcome;
