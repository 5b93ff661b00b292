import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, schema } from '@konfety/db';
import { STAFF_DEMO_PASSWORD } from '@konfety/db/seed';
import { AUDIT_PAGE_SIZE, type AuditAction } from '@konfety/domain/staff';
import { createTestApp, type TestApp } from './support/app';
import { TEST_NOW } from './support/constants';
import { DEMO_STAFF, logInStaff, STAFF_HEADER } from './support/staff';
import { setStaffActive, updateStaffMember } from '../src/features/staff/members';
import { writeAudit } from '../src/features/staff/audit';

/*
 * The back office's staff accounts ("Personál", staff:manage) and audit log ("Záznam změn", audit:read) over the
 * admin API: who may, what each change does to the account and its sessions, the two rules (not one's own account,
 * never without an administrator), and the log's filters and paging.
 */

let t: TestApp;
const cookies: Record<'admin' | 'manager' | 'branch', string> = { admin: '', manager: '', branch: '' };
const ADMIN_IP = '198.51.100.7';

beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = (await logInStaff(t, DEMO_STAFF.admin, ADMIN_IP)).cookie;
  cookies.manager = (await logInStaff(t, DEMO_STAFF.manager)).cookie;
}, 120000);
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie, ...STAFF_HEADER }, remoteAddress: ADMIN_IP, ...(payload ? { payload } : {}) });
const memberId = async (email: string) => (await t.db.select({ id: schema.staffMembers.id }).from(schema.staffMembers).where(eq(schema.staffMembers.email, email)))[0]!.id;
const lastAudit = async (action: AuditAction) => (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(desc(schema.auditLog.id)).limit(1))[0];
const me = (cookie: string) => get('/auth/me', cookie).then((r) => r.statusCode);

describe('staff accounts in the back office', () => {
  it('lists the accounts, the roles with what each may do and the branches, for administrators only', async () => {
    const res = await get('/staff', cookies.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.staff.map((s: { email: string }) => s.email)).toEqual(expect.arrayContaining(Object.values(DEMO_STAFF)));
    expect(body.staff.find((s: { email: string }) => s.email === DEMO_STAFF.branch)).toMatchObject({ role: 'branch', role_label: 'Personál prodejny', branch: { code: 'PHA1' }, active: true });
    expect(body.staff.find((s: { email: string }) => s.email === DEMO_STAFF.admin)).toMatchObject({ two_factor: true, branch: null });
    expect(body.roles.find((r: { role: string }) => r.role === 'branch')).toMatchObject({ label: 'Personál prodejny', needs_branch: true });
    expect(body.roles.find((r: { role: string }) => r.role === 'branch').permissions).toContainEqual({ permission: 'orders:read', label: 'Zobrazit objednávky', reach: 'branch' });
    expect(body.branches).toHaveLength(13);
    expect((await get('/staff', cookies.manager)).statusCode).toBe(403);
    // The shop manager reads the audit log (below, the account is deactivated, which ends this session).
    expect((await get('/audit', cookies.manager)).statusCode).toBe(200);
  });

  it('creates an account whose generated password logs in; refuses bad input per field with nothing written', async () => {
    const before = await t.db.$count(schema.staffMembers);
    const bad = await send('POST', '/staff', cookies.admin, { email: 'není e-mail', name: '  ', role: 'branch', branch_id: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Pole musí obsahovat platný email.'], name: ['Pole musí být vyplněno'] });
    const noBranch = await send('POST', '/staff', cookies.admin, { email: 'nova@example.com', name: 'Nová Prodavačka', role: 'branch', branch_id: '' });
    expect(noBranch.statusCode).toBe(422);
    expect(noBranch.json().errors).toEqual({ branch: ['Personál prodejny musí mít vybranou prodejnu.'] });
    const taken = await send('POST', '/staff', cookies.admin, { email: DEMO_STAFF.editor, name: 'Někdo', role: 'editor', branch_id: '' });
    expect(taken.json().errors).toEqual({ email: ['Účet personálu s tímto e-mailem už existuje.'] });
    expect(await t.db.$count(schema.staffMembers)).toBe(before);

    const [brno] = await t.db.select().from(schema.branches).where(eq(schema.branches.code, 'BRNO'));
    const made = await send('POST', '/staff', cookies.admin, { email: 'Nova@Example.com', name: 'Nová Prodavačka', role: 'branch', branch_id: String(brno!.id) });
    expect(made.statusCode).toBe(200);
    const { id, password } = made.json() as { id: number; password: string };
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const login = await logInStaff(t, 'nova@example.com', '203.0.113.20', password);
    expect((await get('/auth/me', login.cookie)).json().staff).toMatchObject({ email: 'nova@example.com', role: 'branch', branch: { id: brno!.id } });
    expect(await lastAudit('staff.created')).toMatchObject({ actor: DEMO_STAFF.admin, ip: ADMIN_IP, entityId: String(id), after: { email: 'nova@example.com', role: 'branch', branchId: brno!.id } });
  });

  it('changes a role: the sessions end, the audit row holds before and after; an unknown account is a 404', async () => {
    const editor = await logInStaff(t, DEMO_STAFF.editor);
    const id = await memberId(DEMO_STAFF.editor);
    const refused = await send('PUT', `/staff/${id}`, cookies.admin, { name: 'Eva Editorka', role: 'editor', branch_id: '1' });
    expect(refused.json().errors).toEqual({ branch: ['Tato role nepatří k žádné prodejně.'] });
    expect(await me(editor.cookie)).toBe(200);

    const res = await send('PUT', `/staff/${id}`, cookies.admin, { name: 'Eva Vedoucí', role: 'manager', branch_id: '' });
    expect(res.statusCode).toBe(200);
    expect(await me(editor.cookie)).toBe(401);
    const [row] = await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.id, id));
    expect(row).toMatchObject({ name: 'Eva Vedoucí', role: 'manager', branchId: null });
    expect(await lastAudit('staff.updated')).toMatchObject({ entityId: String(id), before: { role: 'editor' }, after: { name: 'Eva Vedoucí', role: 'manager', branchId: null } });
    await send('PUT', `/staff/${id}`, cookies.admin, { name: row!.name, role: 'editor', branch_id: '' });

    expect((await send('PUT', '/staff/999999', cookies.admin, { name: 'X', role: 'editor', branch_id: '' })).statusCode).toBe(404);
  });

  it('deactivates and reactivates an account; refuses one’s own account and leaving the shop without an administrator', async () => {
    const manager = await memberId(DEMO_STAFF.manager);
    const off = await send('POST', `/staff/${manager}/active`, cookies.admin, { active: false });
    expect(off.statusCode).toBe(200);
    expect(await me(cookies.manager)).toBe(401);
    const again = await send('POST', `/staff/${manager}/active`, cookies.admin, { active: false });
    expect([again.statusCode, again.json().error]).toEqual([409, 'staff_inactive']);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email: DEMO_STAFF.manager, password: STAFF_DEMO_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect((await send('POST', `/staff/${manager}/active`, cookies.admin, { active: true })).statusCode).toBe(200);
    expect(await lastAudit('staff.activated')).toMatchObject({ before: { active: false }, after: { active: true } });

    const admin = await memberId(DEMO_STAFF.admin);
    for (const [method, url, payload] of [
      ['POST', `/staff/${admin}/active`, { active: false }],
      ['PUT', `/staff/${admin}`, { name: 'Admin', role: 'manager', branch_id: '' }],
      ['POST', `/staff/${admin}/password-reset`, undefined],
      ['POST', `/staff/${admin}/two-factor-reset`, undefined],
    ] as const) {
      const res = await send(method, url, cookies.admin, payload);
      expect([res.statusCode, res.json().error], url).toEqual([409, 'staff_self']);
    }
    expect(await me(cookies.admin)).toBe(200);

    // Someone else (the command line) demoting or ending the only administrator.
    await expect(setStaffActive(t.db, { id: admin }, false, 'command-line', TEST_NOW)).rejects.toMatchObject({ statusCode: 409, code: 'last_admin', message: 'Obchod musí mít aspoň jednoho aktivního administrátora.' });
    await expect(updateStaffMember(t.db, admin, { name: 'Admin', role: 'manager', branchId: null }, 'command-line', TEST_NOW)).rejects.toMatchObject({ code: 'last_admin' });
    expect((await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.id, admin)))[0]).toMatchObject({ role: 'admin', active: true });
  });

  it('resets a forgotten password (the old one stops working, sessions end) and a lost authenticator', async () => {
    const branch = await logInStaff(t, DEMO_STAFF.branch);
    cookies.branch = branch.cookie;
    const id = await memberId(DEMO_STAFF.branch);
    const res = await send('POST', `/staff/${id}/password-reset`, cookies.admin);
    const { password } = res.json() as { password: string };
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(await me(branch.cookie)).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email: DEMO_STAFF.branch, password: STAFF_DEMO_PASSWORD } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email: DEMO_STAFF.branch, password } });
    expect(fresh.json()).toEqual({ next: 'second_factor' });
    expect(await lastAudit('staff.password_reset')).toMatchObject({ actor: DEMO_STAFF.admin, entityId: String(id), before: null, after: null });

    expect((await send('POST', `/staff/${id}/two-factor-reset`, cookies.admin)).statusCode).toBe(200);
    const [row] = await t.db.select().from(schema.staffMembers).where(eq(schema.staffMembers.id, id));
    expect(row).toMatchObject({ totpSecret: null, totpConfirmedAt: null });
    const next = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers: STAFF_HEADER, payload: { email: DEMO_STAFF.branch, password } });
    expect(next.json()).toEqual({ next: 'setup' });
    cookies.branch = (await logInStaff(t, DEMO_STAFF.branch, '203.0.113.30', password)).cookie;
  });
});

describe('the audit log', () => {
  it('answers the changes newest first with their Czech names, not to branch staff', async () => {
    const res = await get('/audit', cookies.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body.entries.find((e: { action: string }) => e.action === 'staff.password_reset')).toMatchObject({ action_label: 'Heslo nastaveno znovu', entity: 'staff', entity_label: 'Účet personálu', actor: DEMO_STAFF.admin, ip: ADMIN_IP });
    expect(body.actions).toContainEqual({ action: 'order.transition', label: 'Změna stavu objednávky' });
    expect(body.staff.map((s: { email: string }) => s.email)).toContain(DEMO_STAFF.branch);
    expect((await get('/audit', cookies.branch)).statusCode).toBe(403);
  });

  it('filters by staff member, kind of change, record and Prague day, and pages by the last row shown', async () => {
    const admin = await memberId(DEMO_STAFF.admin);
    const byStaff = (await get(`/audit?staff=${admin}`, cookies.admin)).json();
    expect(byStaff.entries.length).toBeGreaterThan(0);
    expect(byStaff.entries.every((e: { staff_id: number }) => e.staff_id === admin)).toBe(true);
    const byAction = (await get('/audit?action=staff.updated', cookies.admin)).json();
    expect(byAction.entries.map((e: { action: string }) => e.action)).toEqual(['staff.updated', 'staff.updated']);
    const editor = await memberId(DEMO_STAFF.editor);
    const byRecord = (await get(`/audit?entity=staff&entity_id=${editor}`, cookies.admin)).json();
    expect(byRecord.entries.length).toBeGreaterThanOrEqual(3);
    expect(byRecord.entries.every((e: { entity_id: string }) => e.entity_id === String(editor))).toBe(true);

    // 2026-11-21T23:30Z is already 22 November in Prague; 2026-11-21T22:59Z is still the 21st.
    const lateEvening = new Date('2026-11-21T22:59:00Z');
    const pastMidnight = new Date('2026-11-21T23:30:00Z');
    await writeAudit(t.db, 'command-line', { action: 'stock.correction', entity: 'branch', entityId: 'day-21' }, lateEvening);
    await writeAudit(t.db, 'command-line', { action: 'stock.correction', entity: 'branch', entityId: 'day-22' }, pastMidnight);
    const day22 = (await get('/audit?action=stock.correction&from=2026-11-22&to=2026-11-22', cookies.admin)).json();
    expect(day22.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual(['day-22']);
    const day21 = (await get('/audit?action=stock.correction&to=2026-11-21', cookies.admin)).json();
    expect(day21.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual(['day-21']);

    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) await writeAudit(t.db, 'command-line', { action: 'stock.receipt', entity: 'branch', entityId: `r${i}` }, new Date(TEST_NOW.getTime() + (i % 3) * 1000));
    const first = await countQueries(t.db, () => get('/audit?action=stock.receipt', cookies.admin));
    const page1 = first.result.json();
    expect(page1.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page1.next).toBe(page1.entries.at(-1).id);
    const page2 = (await get(`/audit?action=stock.receipt&before=${page1.next}`, cookies.admin)).json();
    expect(page2.entries).toHaveLength(5);
    expect(page2.next).toBeNull();
    const seen = [...page1.entries, ...page2.entries].map((e: { entity_id: string }) => e.entity_id);
    expect(new Set(seen).size).toBe(AUDIT_PAGE_SIZE + 5);
    // The session's check and touch, the page, the filter's staff list.
    expect(first.statements.filter((s) => /audit_log|staff_members/.test(s) && !/staff_sessions/.test(s))).toHaveLength(2);

    const bad = await get('/audit?action=nothing&from=21.11.2026', cookies.admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'from']);
  });
});
