import { rateToBasisPoints } from '@konfety/domain/pricing';
import { GUEST, type Actor } from '../../shop-context';
import type { AuthenticatedUser } from './tokens';

export function groupDiscountBp(discountPercent: string | null | undefined): number {
  return discountPercent ? rateToBasisPoints(discountPercent) : 0;
}

/** The actor of a token's user: a customer with their group discount, or a guest without a user. */
export function actorOf(user: AuthenticatedUser | null): Actor {
  if (!user) return GUEST;
  return { kind: 'customer', userId: user.user.id, email: user.user.email, groupDiscountBp: groupDiscountBp(user.group?.discountPercent) };
}
