import type { AuditAction } from '@konfety/domain/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@konfety/db';
import { createTestApp, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';
import { createStaffMember, deactivateStaffMember, resetTwoFactor } from '../src/features/staff/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (action: AuditAction) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

describe('staff accounts (npm run staff)', () => {
  it('creates an account with a generated password that logs in, audited as the command line', async () => {
    const { id, password } = await createStaffMember(t.db, { email: ' Sklad@Example.com ', name: 'Sklad Skladník', role: 'branch', branchCode: 'pha2' }, 'command-line', TEST_NOW);
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const [row] = await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.id, id));
    expect(row).toMatchObject({ email: 'sklad@example.com', role: 'branch', active: true, totpSecret: null });
    const [branch] = await t.db.select().from(schema.branches).where(eq(schema.branches.code, 'PHA2'));
    expect(row!.branchId).toBe(branch!.id);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email: 'sklad@example.com', password } });
    expect(login.json()).toEqual({ next: 'setup' });
    const [audit] = await auditOf('staff.created');
    expect(audit).toMatchObject({ actor: 'příkazová řádka', staffId: null, entityId: String(id), after: { email: 'sklad@example.com', role: 'branch', branchId: branch!.id } });
  });

  it('refuses a taken e-mail, branch staff without a branch or with an unknown one, and a branch for another role', async () => {
    const cases: Array<[Parameters<typeof createStaffMember>[1], string, string]> = [
      [{ email: DEMO_STAFF.admin.toUpperCase(), name: 'X', role: 'admin' }, 'email', 'Účet personálu s tímto e-mailem už existuje.'],
      [{ email: 'a@example.com', name: 'X', role: 'branch' }, 'branch', 'Personál prodejny musí mít vybranou prodejnu.'],
      [{ email: 'b@example.com', name: 'X', role: 'branch', branchCode: 'XXX9' }, 'branch', 'Taková prodejna neexistuje.'],
      [{ email: 'c@example.com', name: 'X', role: 'manager', branchCode: 'PHA1' }, 'branch', 'Tato role nepatří k žádné prodejně.'],
    ];
    for (const [input, field, message] of cases) {
      await expect(createStaffMember(t.db, input, 'command-line', TEST_NOW)).rejects.toMatchObject({ statusCode: 422, details: { errors: { [field]: [message] } } });
    }
    expect(await t.db.$count(schema.staffMembers)).toBe(5);
  });

  it('resets a lost authenticator (sessions end, the next login sets one up) and deactivates an account', async () => {
    const { cookie } = await logInStaff(t, DEMO_STAFF.editor);
    const me = () => t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    expect(await resetTwoFactor(t.db, { email: DEMO_STAFF.editor }, 'command-line', TEST_NOW)).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const [row] = await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.email, DEMO_STAFF.editor));
    expect(row).toMatchObject({ totpSecret: null, totpConfirmedAt: null });
    expect(await t.db.$count(schema.staffRecoveryCodes, eq(schema.staffRecoveryCodes.staffId, row!.id))).toBe(0);
    expect(await resetTwoFactor(t.db, { email: 'nikdo@example.com' }, 'command-line', TEST_NOW)).toBe(false);

    const again = await logInStaff(t, DEMO_STAFF.editor);
    expect(await deactivateStaffMember(t.db, DEMO_STAFF.editor, 'command-line', TEST_NOW)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie: again.cookie } })).statusCode).toBe(401);
    expect((await auditOf('staff.deactivated'))[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});
