import { cartPost } from '../../lib/cart.server';
import { readForm } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import type { Route } from './+types/cart-item';

/**
 * Legacy endpoint kept for HTTP clients of the old form (the browser tests'
 * setup posts here): `mode=add|set` is the cart action's `add` /
 * `set-quantity` intent, and a script's answer also carries the API's
 * `change` with the whole cart. The shop's own forms post to `/_/cart`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form.has('intent')) form.set('intent', form.get('mode') === 'add' ? 'add' : 'set-quantity');
  return cartPost(request, context, form, { withChange: true });
}

export const clientAction = clientActionOutcome;
