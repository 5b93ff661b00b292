/**
 * The admin API's declarations the back office builds on (packages/api, features/<f>/admin-endpoints.ts): their
 * paths and methods for the client, their zod schemas for the forms (the same schemas the API validates with, so a
 * form shows the API's own messages before it posts), and the answers' types.
 *
 * Unlike the storefront (which only imports types, `@konfety/api/contract`), the back office loads these declaration
 * modules: they hold zod schemas and domain constants only (no Fastify, no services), and the staff app validates
 * with them. The API package exports no path for them, hence the relative imports, here and nowhere else.
 */
import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '../../../api/src/endpoint';

export { staffLogin, staffLogout, staffSecondFactor, staffSelf, staffTotpConfirm, staffTotpSetup } from '../../../api/src/features/staff/admin-endpoints';
export { adminDashboard, adminOrder, adminOrders, adminOrdersQuery, adminOrderTransition } from '../../../api/src/features/orders/admin-endpoints';
export { adminBankImport, adminBankImports, adminBankMovements, adminBankResolve, resolveActions } from '../../../api/src/features/bank/admin-endpoints';
import type { staffSelf } from '../../../api/src/features/staff/admin-endpoints';
import type { adminDashboard, adminOrder, adminOrders, adminOrdersQuery, adminOrderTransition } from '../../../api/src/features/orders/admin-endpoints';
import type { adminBankImport, adminBankImports, adminBankMovements } from '../../../api/src/features/bank/admin-endpoints';

export type { Endpoint, ResponseOf };
export type { Store } from '@konfety/api/contract';

export type StaffMe = ResponseOf<typeof staffSelf>['staff'];
export type Dashboard = ResponseOf<typeof adminDashboard>;
export type OrderList = ResponseOf<typeof adminOrders>;
export type OrderListItem = OrderList['orders'][number];
export type OrderListQuery = z.output<typeof adminOrdersQuery>;
export type OrderDetail = ResponseOf<typeof adminOrder>;
export type TransitionBody = z.input<NonNullable<(typeof adminOrderTransition)['body']>>;
export type BankImportSummary = ResponseOf<typeof adminBankImport>;
export type BankImport = ResponseOf<typeof adminBankImports>['imports'][number];
export type BankMovementList = ResponseOf<typeof adminBankMovements>;
export type BankMovement = BankMovementList['movements'][number];

/** An error answer of the API (http/schemas.ts errorResponse). */
export interface ApiErrorBody {
  error: string;
  message: string;
  errors?: Record<string, string[]>;
  retryAfter?: number;
}
