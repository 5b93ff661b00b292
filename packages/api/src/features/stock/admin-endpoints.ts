import { z } from 'zod';
import { ADMIN_STOCK_DEFAULT_LIMIT, ADMIN_STOCK_MAX_LIMIT, ADMIN_STOCK_TOTAL_LIMIT, LOW_STOCK_THRESHOLD, STOCK_MAX_LINES, STOCK_MAX_QUANTITY, STOCK_MOVEMENTS_PAGE } from '@konfety/domain/stock';
import { integerField, optionalText, requiredString } from '@konfety/domain/validation';
import { defineEndpoint } from '../../endpoint';
import { errorResponse, errorResponses, idParam } from '../../http/schemas';

/*
 * The back office's stock (admin API under /api/admin, issue 40): variants with their pieces per location (the 13
 * stores and the warehouse), a variant's movements, and the three changes staff make — a goods receipt, a corrected
 * count, a transfer between locations — each one transaction that writes its stock movements (reason, who) and one
 * audit row. Branch staff (reach `branch`) see their own branch's column and movements only, receive and correct at
 * their branch and send transfers out of it; naming any other location is a 403 (service.ts).
 */

const stockReason = z.enum(['order', 'cancellation', 'receipt', 'correction', 'transfer']);
const locationKind = z.enum(['store', 'warehouse']);

export const adminStockQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_STOCK_MAX_LIMIT).default(ADMIN_STOCK_DEFAULT_LIMIT),
  /** A product's name (its words, as the shop's search reads them), a variant's or product's code, or an EAN. */
  q: z.string().trim().max(100).optional(),
  /** One location: its column only, and (unless searching) only the variants it carries. */
  branch: idParam.optional(),
  /** `1`: only the variants running low (at most LOW_STOCK_THRESHOLD pieces in total, or at `branch`). */
  low: z.enum(['0', '1']).optional(),
});

const stockLocation = z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: locationKind });

const stockListItem = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  variant_name: z.string(),
  code: z.string(),
  ean: z.string().nullable(),
  /** Sold in the shop: an active variant of an active product. */
  active: z.boolean(),
  /** The pieces per location of the answer's `locations` that has a stock row for the variant (no row: it does not carry it). */
  stock: z.array(z.object({ branch_id: z.number().int(), quantity: z.number().int() })),
  /** The sum over the answer's `locations`. */
  total: z.number().int(),
  /** At most `low_threshold` pieces in `total`. */
  low: z.boolean(),
});

export const adminStock = defineEndpoint({
  method: 'GET',
  path: '/stock',
  tags: ['stock'],
  summary: 'Variants with their pieces per location, searched, by location, or only those running low',
  description: `Ordered by variant code, counted up to ${ADMIN_STOCK_TOTAL_LIMIT} (\`total_capped\` beyond). Running low: at most ${LOW_STOCK_THRESHOLD} pieces in total, or at the chosen location. Branch staff get their branch's column only; another \`branch\` is a 403.`,
  access: 'stock:read',
  query: adminStockQuery,
  responses: {
    200: z.object({
      variants: z.array(stockListItem),
      /** The columns: every location (warehouse first), or the chosen one, or the branch staff's own. */
      locations: z.array(stockLocation),
      /** Every location, warehouse first (where a transfer may go, the filter's choices). */
      all_locations: z.array(stockLocation),
      low_threshold: z.number().int(),
      total: z.number().int(),
      total_capped: z.boolean(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    ...errorResponses,
  },
});

export const adminStockMovements = defineEndpoint({
  method: 'GET',
  path: '/stock/:variantId/movements',
  tags: ['stock'],
  summary: 'A variant’s stock movements, newest first: reason, pieces, location, who, note, order',
  description: `A page of ${STOCK_MOVEMENTS_PAGE}; \`has_more\` when older ones follow (\`page\`). Branch staff see their branch's movements only.`,
  access: 'stock:read',
  params: z.object({ variantId: idParam }),
  query: z.object({ page: z.coerce.number().int().min(1).max(10000).default(1) }),
  responses: {
    200: z.object({
      variant: z.object({ id: z.number().int(), product_id: z.number().int(), product_name: z.string(), variant_name: z.string(), code: z.string(), ean: z.string().nullable() }),
      movements: z.array(
        z.object({
          id: z.number().int(),
          at: z.string(),
          reason: stockReason,
          reason_name: z.string(),
          delta: z.number().int(),
          location: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
          /** Who made it: a member of staff, or null (an order placed or cancelled by its customer, the shop itself). */
          staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
          note: z.string().nullable(),
          order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
          /** The two movements of a transfer share it. */
          transfer_id: z.number().int().nullable(),
        }),
      ),
      page: z.number().int(),
      has_more: z.boolean(),
    }),
    ...errorResponses,
  },
});

const quantity = integerField({ min: 1, max: STOCK_MAX_QUANTITY });
const line = z.object({ variant_id: idParam, quantity });
const lines = z.array(line).min(1).max(STOCK_MAX_LINES);
const note = optionalText(500);

/** What a write answers: the stock rows it left, per variant and location (after the change). */
const stockChange = z.object({
  movements: z.number().int().meta({ description: 'Stock movements written' }),
  stock: z.array(z.object({ variant_id: z.number().int(), branch_id: z.number().int(), quantity: z.number().int() })),
  transfer_id: z.number().int().optional(),
});

/** 409 `stock_short`: the transfer's lines the source location has too few pieces for. Nothing was written. */
const shortAnswer = errorResponse.extend({
  lines: z.array(z.object({ variant_id: z.number().int(), requested: z.number().int(), available: z.number().int() })).optional(),
});

export const adminStockReceiptBody = z.object({ branch_id: idParam, lines, note });

export const adminStockReceipt = defineEndpoint({
  method: 'POST',
  path: '/stock/receipts',
  tags: ['stock'],
  summary: 'Goods received at a location: each line’s pieces added (a variant raised from zero wakes its watchdogs)',
  description: 'One transaction: the stock rows, a `receipt` movement per variant (lines of the same variant add up) and one audit row. Branch staff receive at their own branch only (403).',
  access: 'stock:write',
  body: adminStockReceiptBody,
  responses: { 200: stockChange, ...errorResponses },
});

export const adminStockCorrectionBody = z.object({
  branch_id: idParam,
  variant_id: idParam,
  /** The pieces counted: the location's new stock of the variant. */
  counted: integerField({ min: 0, max: STOCK_MAX_QUANTITY }),
  /** Why the count differs (a stock-take, breakage, theft …): required. */
  note: requiredString({ max: 500 }),
});

export const adminStockCorrection = defineEndpoint({
  method: 'POST',
  path: '/stock/corrections',
  tags: ['stock'],
  summary: 'A counted stock: the location’s pieces of the variant set to `counted`, the difference recorded with the reason',
  description: 'One transaction (the row locked while it changes): the stock row, a `correction` movement of the difference (also 0: a count confirmed) with the note, one audit row with the count before and after. Branch staff correct at their own branch only (403).',
  access: 'stock:write',
  body: adminStockCorrectionBody,
  responses: { 200: stockChange, ...errorResponses },
});

export const adminStockTransferBody = z.object({ from_branch_id: idParam, to_branch_id: idParam, lines, note });

export const adminStockTransfer = defineEndpoint({
  method: 'POST',
  path: '/stock/transfers',
  tags: ['stock'],
  summary: 'Pieces moved from one location to another: two movements per variant sharing the transfer’s id',
  description:
    'One transaction: the source rows locked, then every line taken from the source and added at the target. A transfer never takes more than the source has: a 409 `stock_short` lists the lines short, and nothing is written. Branch staff send transfers out of their own branch only (403); any location may receive.',
  access: 'stock:write',
  body: adminStockTransferBody,
  responses: { 200: stockChange, 409: shortAnswer, ...errorResponses },
});

export type AdminStockQuery = z.output<typeof adminStockQuery>;
export type AdminStockReceipt = z.output<typeof adminStockReceiptBody>;
export type AdminStockCorrection = z.output<typeof adminStockCorrectionBody>;
export type AdminStockTransfer = z.output<typeof adminStockTransferBody>;
