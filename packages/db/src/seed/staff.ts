import type { Db } from '../client';
import { staffMembers } from '../schema/index';
import { hashPassword } from '../passwords';

/** The demo staff's password (README): a passphrase, as the back office's password policy asks of staff. */
export const STAFF_DEMO_PASSWORD = 'konfety a balonky 2026';

/**
 * One demo member of staff per role (README "Back office"), without an authenticator: the first login sets one up.
 * The branch staff work at the first store (Praha 1 – Vodičkova).
 */
export async function seedStaff(db: Db, branchId: number) {
  const passwordHash = await hashPassword(STAFF_DEMO_PASSWORD);
  await db.insert(staffMembers).values([
    { email: 'admin@example.com', name: 'Alena Správcová', role: 'admin', passwordHash },
    { email: 'vedouci@example.com', name: 'Viktor Vedoucí', role: 'manager', passwordHash },
    { email: 'prodejna@example.com', name: 'Petra Prodavačová', role: 'branch', branchId, passwordHash },
    { email: 'editor@example.com', name: 'Eva Editorová', role: 'editor', passwordHash },
  ]);
}
