import type { OrderState } from './orders';

/**
 * Permission scopes of a user (SPEC §3 User "scope list used for permissions", §6; the values are the shop's
 * own, ARCHITECTURE "User scopes"). A user's `scopes` column holds any of them; the API checks them in one
 * place (`requireScope` in packages/api/src/http/auth.ts).
 *
 * - `customer`: an ordinary shop account (orders, addresses, invoice details, videos). Every registered
 *   account has it.
 * - `influencer`: may read the statistics of the voucher codes the user owns (/account/influencer). Granted
 *   by the shop together with the influencer group; either alone shows nothing.
 */
export const userScopes = ['customer', 'influencer'] as const;
export type UserScope = (typeof userScopes)[number];

export function hasScope(scopes: readonly string[], scope: UserScope): boolean {
  return scopes.includes(scope);
}

/** SPEC §1/§6: influencer users are in group 2. */
export const INFLUENCER_GROUP_ID = 2;

/**
 * Who sees the voucher statistics: a member of the influencer group who also holds the `influencer` scope.
 * The group alone (a group is a price list) or the scope alone (left over after a group change) is not enough.
 */
export function isInfluencer(user: { groupId: number | null; scopes: readonly string[] }): boolean {
  return user.groupId === INFLUENCER_GROUP_ID && hasScope(user.scopes, 'influencer');
}

/**
 * Orders whose voucher use earns the code's owner nothing: a cancelled order was never paid for, a returned
 * one was refunded. Their uses are left out of every influencer figure.
 */
export const commissionlessOrderStates = ['cancelled', 'returned'] as const satisfies readonly OrderState[];
