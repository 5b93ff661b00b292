import { describe, expect, it } from 'vitest';
import { reachOf, roleNeedsBranch, rolePermissions, staffPermissions, staffRoles } from '../src/staff';

/* The back office's roles as data (issue 40, domain/staff.ts): what each may do, and how far. */

describe('staff roles', () => {
  it('the administrator may everything, for the whole shop', () => {
    for (const permission of staffPermissions) expect(reachOf('admin', permission), permission).toBe('any');
  });

  it('branch staff handle their own branch’s orders, invoices and stock, and nothing of the catalogue, content, payments, staff or the log', () => {
    expect(rolePermissions.branch).toEqual({ 'orders:read': 'branch', 'orders:write': 'branch', 'invoices:read': 'branch', 'stock:read': 'branch', 'stock:write': 'branch' });
    for (const permission of ['catalog:write', 'content:write', 'payments:match', 'staff:manage', 'audit:read', 'dashboard:read'] as const) expect(reachOf('branch', permission), permission).toBeNull();
  });

  it('the shop manager runs the business but not staff accounts; the editor only the content', () => {
    expect(reachOf('manager', 'staff:manage')).toBeNull();
    expect(reachOf('manager', 'audit:read')).toBe('any');
    expect(Object.keys(rolePermissions.editor)).toEqual(['content:write']);
  });

  it('only a role with a branch reach belongs to a branch', () => {
    expect(staffRoles.filter(roleNeedsBranch)).toEqual(['branch']);
  });
});
