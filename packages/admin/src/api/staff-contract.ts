/**
 * The admin API's staff-account and audit-log declarations (api features/staff/admin-endpoints.ts) for the back
 * office's "Personál" and "Záznam změn": paths and methods for the client, the body schemas the forms validate with
 * (the API's own messages), the answers' types. Beside `contract.ts`, as `stock-contract.ts` is.
 */
import type { z } from 'zod';
import type { ResponseOf } from '../../../api/src/endpoint';
import type { adminAudit, adminAuditQuery, adminStaffList } from '../../../api/src/features/staff/admin-endpoints';

export {
  adminAudit,
  adminAuditQuery,
  adminStaffActive,
  adminStaffBody,
  adminStaffCreate,
  adminStaffCreateBody,
  adminStaffList,
  adminStaffPasswordReset,
  adminStaffTwoFactorReset,
  adminStaffUpdate,
} from '../../../api/src/features/staff/admin-endpoints';

export type StaffList = ResponseOf<typeof adminStaffList>;
export type StaffAccount = StaffList['staff'][number];
export type StaffRoleInfo = StaffList['roles'][number];
export type AuditPage = ResponseOf<typeof adminAudit>;
export type AuditEntry = AuditPage['entries'][number];
export type AuditQuery = z.output<typeof adminAuditQuery>;
