import type { User } from '../../lib/api.server';
import type { UiKey } from '../../i18n';
import type { RouteName } from '../../routing/route-names';

/** SPEC §1/§6: influencer users are in group 2. */
export const INFLUENCER_GROUP_ID = 2;

export interface AccountMenuEntry {
  route: RouteName;
  /** A catalogue key (the header area, always loaded), or the text itself (the influencer entry is named after its group). */
  label: { key: UiKey } | { text: string };
  /** The group's own entry, highlighted (SPEC §6). */
  group?: boolean;
}

/**
 * The account's pages as the header widget, the mobile menu and the account layout's side navigation list
 * them (SPEC §6): orders, invoice details, delivery addresses, password, videos, and for an influencer an entry
 * named after the group.
 */
export function accountMenu(user: User): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [
    { route: 'account', label: { key: 'header.account.orders' } },
    { route: 'invoice', label: { key: 'header.account.invoice' } },
    { route: 'addresses', label: { key: 'header.account.addresses' } },
    { route: 'accountPassword', label: { key: 'header.account.changePassword' } },
    { route: 'videos', label: { key: 'header.account.videos' } },
  ];
  if (user.group?.id === INFLUENCER_GROUP_ID) entries.push({ route: 'influencer', label: { text: user.group.name }, group: true });
  return entries;
}

/** The customer's name as the account shows it (the e-mail when the name is empty). */
export function fullName(user: Pick<User, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** The group's discount, when it has one (SPEC §6: such a group gets a highlighted menu and its description). */
export function discountGroup(user: User): NonNullable<User['group']> | null {
  return user.group && user.group.discount > 0 ? user.group : null;
}
