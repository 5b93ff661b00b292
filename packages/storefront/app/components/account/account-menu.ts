import { isInfluencer } from '@konfety/domain/scopes';
import type { User } from '../../lib/api.server';
import type { UiKey } from '../../i18n';
import type { RouteName } from '../../routing/route-names';

export interface AccountMenuEntry {
  route: RouteName;
  /** A catalogue key (the header area, always loaded), or the text itself (the influencer entry is named after its group). */
  label: { key: UiKey } | { text: string };
  /** The group's own entry, highlighted (SPEC §6). */
  group?: boolean;
  /** Pages below the entry, on which it stays the current one (an order's detail under the order list). */
  below?: RouteName[];
}

/**
 * The account's pages as the header widget, the mobile menu and the account layout's side navigation list
 * them (SPEC §6): orders, invoice details, delivery addresses, password, videos, and for an influencer an entry
 * named after the group.
 */
export function accountMenu(user: User): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [
    { route: 'account', label: { key: 'header.account.orders' }, below: ['orderDetail'] },
    { route: 'invoice', label: { key: 'header.account.invoice' } },
    { route: 'addresses', label: { key: 'header.account.addresses' } },
    { route: 'accountPassword', label: { key: 'header.account.changePassword' } },
    { route: 'videos', label: { key: 'header.account.videos' }, below: ['video'] },
  ];
  // The same rule as the statistics' API (a group-2 member with the influencer scope), so the entry never leads to a 404.
  if (user.group && isInfluencer({ groupId: user.group.id, scopes: user.scopes })) entries.push({ route: 'influencer', label: { text: user.group.name }, group: true });
  return entries;
}

/** Whether `entry` is the current one on the page of route `page` (a route name, from the leaf match's id `name.locale`). */
export function isCurrentEntry(entry: AccountMenuEntry, page: string | undefined): boolean {
  return page !== undefined && (entry.route === page || (entry.below ?? []).includes(page as RouteName));
}

/** The customer's name as the account shows it (the e-mail when the name is empty). */
export function fullName(user: Pick<User, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** The group's discount, when it has one (SPEC §6: such a group gets a highlighted menu and its description). */
export function discountGroup(user: User): NonNullable<User['group']> | null {
  return user.group && user.group.discount > 0 ? user.group : null;
}
