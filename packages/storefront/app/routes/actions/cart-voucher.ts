import { cartPost } from '../../lib/cart.server';
import { readForm } from '../../lib/forms.server';
import { clientActionOutcome } from '../../lib/post-form';
import type { Route } from './+types/cart-voucher';

/**
 * Legacy endpoint (the route table still lists it): `intent=add|remove` is
 * the cart action's `voucher-add` / `voucher-remove`. The shop's own forms
 * post to `/_/cart`; remove this with its line in routes.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  form.set('intent', form.get('intent') === 'remove' ? 'voucher-remove' : 'voucher-add');
  return cartPost(request, context, form);
}

export const clientAction = clientActionOutcome;
