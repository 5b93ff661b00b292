import type { FastifyRequest } from 'fastify';
import { groupDiscountBp, type CartOwner } from './load';

/** Who is shopping: a logged-in customer (with their group discount) or an anonymous guest. */
export async function cartOwner(request: FastifyRequest): Promise<CartOwner> {
  const user = await request.currentUser();
  if (!user) return { userId: null, email: null, groupDiscountBp: 0 };
  return { userId: user.user.id, email: user.user.email, groupDiscountBp: groupDiscountBp(user.group?.discountPercent) };
}
