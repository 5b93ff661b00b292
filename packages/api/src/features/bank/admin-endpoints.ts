import { z } from 'zod';
import { orderStates } from '@konfety/domain/orders';
import { statementFormats } from '@konfety/domain/bank-statements';
import { transferOutcomes } from '@konfety/domain/transfer-matching';
import { defineEndpoint } from '../../endpoint';
import { errorResponse, errorResponses, idParam } from '../../http/schemas';

/*
 * Bank transfers in the back office (admin API under /api/admin, issue 40): a bank statement uploaded (GPC/ABO, CSV,
 * Fio's JSON) or fetched from the Fio API by the hourly job is matched to orders by variable symbol and amount; a
 * matched transfer pays its order (once), every other one waits in the list of movements for a person to resolve it.
 * Everything needs the `payments:match` permission (the manager, the administrator).
 */

/** The largest statement taken, in bytes (a month of a busy shop's account is a few hundred kB). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Its base64: four characters per three bytes. */
const STATEMENT_BASE64_MAX = Math.ceil(STATEMENT_MAX_BYTES / 3) * 4;

export const importSources = ['upload', 'fio'] as const;
export const resolveActions = ['mark_paid', 'refunded', 'ignore'] as const;
export type ResolveAction = (typeof resolveActions)[number];

const amount = z.number().int().meta({ description: 'Minor units of `currency` (haléře for CZK); positive = money in' });

const movementOut = z
  .object({
    id: z.number().int().nullable().meta({ description: 'The stored movement; null for a duplicate of a movement imported before (not stored twice)' }),
    import_id: z.number().int().nullable(),
    movement_id: z.string().meta({ description: 'The bank’s id of the movement (or the parser’s `hash:` of its line)' }),
    date: z.string().meta({ description: 'YYYY-MM-DD, the day the bank booked it' }),
    amount,
    currency: z.string(),
    variable_symbol: z.string().nullable(),
    constant_symbol: z.string().nullable(),
    specific_symbol: z.string().nullable(),
    counter_account: z.string().nullable(),
    counter_name: z.string().nullable(),
    message: z.string().nullable(),
    outcome: z.enum(transferOutcomes),
    outcome_label: z.string(),
    reason: z.string().nullable(),
    reason_label: z.string().nullable().meta({ description: 'Why it was not simply matched, in Czech' }),
    order: z
      .object({
        id: z.number().int(),
        number: z.string(),
        state: z.enum(orderStates),
        state_name: z.string(),
        total: z.number().int().meta({ description: 'The order’s total as stored: CZK haléře' }),
        amount_due: z.number().int().meta({ description: 'What the customer pays: minor units of `currency` at the order’s rate, the amount a transfer is matched against' }),
        currency: z.string().meta({ description: 'The order’s currency (a Slovak order’s EUR)' }),
      })
      .nullable()
      .meta({ description: 'The order the variable symbol names, when there is one' }),
    open: z.boolean().meta({ description: 'Waiting for a person: stored, not matched, not skipped, not resolved' }),
    resolution: z
      .object({ action: z.enum(resolveActions), label: z.string(), note: z.string().nullable(), at: z.string(), by: z.string().nullable() })
      .nullable(),
    created_at: z.string().nullable(),
  })
  .meta({ id: 'BankMovement' });

const importOut = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    source: z.enum(importSources),
    source_label: z.string(),
    file_name: z.string().nullable(),
    format: z.enum(statementFormats),
    account: z.string().nullable(),
    staff: z.string().nullable().meta({ description: 'Who uploaded it (e-mail); null for the Fio API' }),
    movement_count: z.number().int(),
    matched_count: z.number().int(),
    open_count: z.number().int().meta({ description: 'Of its movements, those still waiting for a person' }),
  })
  .meta({ id: 'BankImport' });

const outcomeCounts = z.object(Object.fromEntries(transferOutcomes.map((o) => [o, z.number().int()])) as Record<(typeof transferOutcomes)[number], z.ZodNumber>);

export const importSummary = z
  .object({
    import: importOut,
    counts: outcomeCounts.meta({ description: 'The statement’s movements by outcome (duplicates of earlier imports included)' }),
    movements: z.array(movementOut),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })).meta({ description: 'Lines that could not be read (the rest was imported)' }),
  })
  .meta({ id: 'BankImportSummary' });

export const adminBankImport = defineEndpoint({
  method: 'POST',
  path: '/bank/imports',
  tags: ['payments'],
  summary: 'Import a bank statement: its transfers matched to orders, the matched orders paid',
  description:
    'A statement file (ABO/GPC in windows-1250, a CSV export by its column names, Fio API JSON) of at most 2 MB, base64-encoded. ' +
    'Each incoming transfer whose variable symbol names an order waiting for payment, for exactly its amount due (its total in the order’s currency), pays the order (its paid e-mail and invoice follow) and records a `bank` payment; ' +
    'the others (wrong amount, unknown symbol, duplicate, already paid) are listed as open movements. A movement imported before is a duplicate and pays nothing. ' +
    'A file that is not a statement at all is a 422 and nothing is written; lines that cannot be read are answered in `errors`.',
  access: 'payments:match',
  body: z.object({
    file_name: z.string().trim().min(1).max(255).meta({ description: 'The file’s name (its suffix .gpc/.abo/.json only settles which format a broken file is reported as)' }),
    content_base64: z
      .string()
      .max(STATEMENT_BASE64_MAX)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/)
      .meta({ description: 'The file, base64-encoded: at most 2 MB' }),
  }),
  bodyLimit: STATEMENT_BASE64_MAX + 16 * 1024,
  responses: { 200: importSummary, ...errorResponses },
});

export const adminBankImports = defineEndpoint({
  method: 'GET',
  path: '/bank/imports',
  tags: ['payments'],
  summary: 'The recent statement imports (uploaded and fetched from the Fio API), newest first',
  access: 'payments:match',
  responses: { 200: z.object({ imports: z.array(importOut) }), ...errorResponses },
});

export const BANK_MOVEMENTS_PAGE_SIZE = 50;

export const adminBankMovementsQuery = z.object({
  state: z.enum(['open', 'all']).default('open').meta({ description: '`open`: what a person must resolve (not matched, not skipped, not resolved); `all`: every movement' }),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const adminBankMovements = defineEndpoint({
  method: 'GET',
  path: '/bank/movements',
  tags: ['payments'],
  summary: 'Imported bank movements, newest first: by default those a person must resolve',
  access: 'payments:match',
  query: adminBankMovementsQuery,
  responses: {
    200: z.object({ movements: z.array(movementOut), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
    ...errorResponses,
  },
});

export const adminBankResolve = defineEndpoint({
  method: 'POST',
  path: '/bank/movements/:id/resolve',
  tags: ['payments'],
  summary: 'Resolve an open movement: accept it as the order’s payment, record the money returned, or ignore it',
  description:
    '`mark_paid` accepts a transfer (an under- or overpaid one) as the payment of the order its variable symbol names: the order becomes paid as by a match; ' +
    'only while that order waits for payment, else a 409. `refunded` records that the money was sent back, `ignore` that nothing is to be done. ' +
    'A movement that is not open (matched, skipped or resolved before) is a 409. Each resolution is in the audit log.',
  access: 'payments:match',
  params: z.object({ id: idParam }),
  body: z.object({
    action: z.enum(resolveActions),
    note: z.string().trim().max(500).optional(),
  }),
  responses: { 200: movementOut, 409: errorResponse, ...errorResponses },
});

export type BankMovementOut = z.input<typeof movementOut>;
export type BankImportOut = z.input<typeof importOut>;
export type BankImportSummaryOut = z.input<typeof importSummary>;
