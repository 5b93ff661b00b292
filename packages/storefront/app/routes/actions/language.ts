import { switchLanguage } from '../../lib/site-language.server';
import type { Route } from './+types/language';

/** The language switcher (SPEC §2, §9): remembers the language in the locale cookie and goes to the page in it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return switchLanguage(request, context);
}
