import { cookieJar } from '../../lib/cookies.server';
import { readForm, respond } from '../../lib/forms.server';
import type { Route } from './+types/intro-popup';

/**
 * `/_/intro-popup`: the intro popup was closed or its banner followed (lib/intro-popup.server.tsx): its cookie hides
 * it for 1 209 600 s (SPEC §9). The popup's script posts here; a post without one goes back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const jar = cookieJar(context);
  return respond(request, form, { form: 'introPopup', ok: true, message: null }, { headers: new Headers({ 'set-cookie': await jar.introPopupHidden.serialize(true) }) });
}
