/**
 * The admin API's stock declarations (api features/stock/admin-endpoints.ts) for the back office: paths and methods
 * for the client, the body schemas its forms validate with (the API's own messages), the answers' types. Beside
 * `contract.ts`, as that module does it (relative imports of declaration modules: zod schemas and domain constants
 * only).
 */
import type { z } from 'zod';
import type { ResponseOf } from '../../../api/src/endpoint';
import type { adminStock, adminStockMovements, adminStockQuery } from '../../../api/src/features/stock/admin-endpoints';

export {
  adminStock,
  adminStockCorrection,
  adminStockCorrectionBody,
  adminStockMovements,
  adminStockQuery,
  adminStockReceipt,
  adminStockReceiptBody,
  adminStockTransfer,
  adminStockTransferBody,
} from '../../../api/src/features/stock/admin-endpoints';

export type StockList = ResponseOf<typeof adminStock>;
export type StockListItem = StockList['variants'][number];
export type StockLocation = StockList['locations'][number];
export type StockListQuery = z.output<typeof adminStockQuery>;
export type StockMovements = ResponseOf<typeof adminStockMovements>;
export type StockMovement = StockMovements['movements'][number];
