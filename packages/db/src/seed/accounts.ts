import type { Db } from '../client';
import { addresses, invoiceDetails, users } from '../schema/index';
import { hashPassword } from '../passwords';
import { GROUP_IDS } from './reference';

export const DEMO_PASSWORD = 'Heslo123';

/** The demo accounts the README lists (credentials are part of the contract). */
export async function seedAccounts(db: Db, czCountryId: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(users)
    .values([
      { email: 'zakaznik@example.com', passwordHash, firstname: 'Jana', lastname: 'Nováková', phonePrefix: '+420', phone: '603123456', groupId: GROUP_IDS.customer, siteId: 1, scopes: ['customer'], emailVerifiedAt: new Date('2025-03-02T10:00:00Z') },
      { email: 'influencer@example.com', passwordHash, firstname: 'Tereza', lastname: 'Veselá', phonePrefix: '+420', phone: '731987654', groupId: GROUP_IDS.influencer, siteId: 1, scopes: ['customer', 'influencer'], emailVerifiedAt: new Date('2025-05-12T08:30:00Z') },
      { email: 'vip@example.com', passwordHash, firstname: 'Martin', lastname: 'Dvořák', phonePrefix: '+420', phone: '777222333', groupId: GROUP_IDS.vip, siteId: 1, scopes: ['customer'], emailVerifiedAt: new Date('2024-11-20T15:00:00Z') },
    ])
    .returning({ id: users.id, email: users.email });
  const ids = Object.fromEntries(rows.map((r) => [r.email, r.id])) as Record<string, number>;
  const customerId = ids['zakaznik@example.com']!;
  const home = {
    firstname: 'Jana',
    lastname: 'Nováková',
    street: 'Vinohradská 1234/56',
    city: 'Praha 2',
    zip: '12000',
    countryId: czCountryId,
    phonePrefix: '+420',
    phone: '603123456',
    email: 'zakaznik@example.com',
  };
  await db.insert(addresses).values({ userId: customerId, name: 'Domů', ...home, isDefault: true });
  await db.insert(invoiceDetails).values({ userId: customerId, ...home });
  return { customerId, influencerId: ids['influencer@example.com']!, vipId: ids['vip@example.com']! };
}
