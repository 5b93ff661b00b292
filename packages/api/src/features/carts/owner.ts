import type { Actor } from '../../shop-context';

/** Who owns a cart and how it is priced: a customer's identity and group discount, or nobody (a guest). */
export interface CartOwner {
  userId: number | null;
  email: string | null;
  groupDiscountBp: number;
}

export function cartOwner(actor: Actor): CartOwner {
  if (actor.kind !== 'customer') return { userId: null, email: null, groupDiscountBp: 0 };
  return { userId: actor.userId, email: actor.email, groupDiscountBp: actor.groupDiscountBp };
}
