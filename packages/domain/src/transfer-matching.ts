import { type BankMovement, normalizeSymbol } from './bank-statements';

/**
 * Matching incoming bank transfers to orders by variable symbol (the order number) and amount. Pure and
 * deterministic: movements are judged in the statement's order, and only a `matched` one makes its order
 * paid (the caller marks it, once). Everything else is listed for a person to resolve, with the reason.
 */

export const transferOutcomes = ['matched', 'wrong_amount', 'unknown_symbol', 'duplicate', 'already_paid', 'ignored'] as const;
export type TransferOutcome = (typeof transferOutcomes)[number];

/** The reasons of every outcome but `matched`, in the order the back office lists them. */
export const transferReasons = {
  wrong_amount: ['underpaid', 'overpaid'],
  unknown_symbol: ['no_symbol', 'no_order'],
  duplicate: ['already_imported', 'repeated_in_file'],
  already_paid: ['paid', 'paid_in_this_file', 'cancelled', 'not_awaiting_payment'],
  ignored: ['outgoing', 'reversal', 'zero_amount', 'other_currency'],
} as const;
type ReasonOf<O extends keyof typeof transferReasons> = (typeof transferReasons)[O][number];
export type TransferReason = ReasonOf<keyof typeof transferReasons>;

/** What the shop knows of the order a variable symbol names. */
export interface OrderCandidate {
  orderId: string | number;
  number: string;
  variableSymbol: string;
  /**
   * What the customer pays, in minor units of `currency` (`order-payment.ts orderAmountDue`): never the stored CZK
   * total of an order in another currency, which no correct transfer would match.
   */
  total: number;
  currency: string;
  /** The order's state (`orders.ts`); only 'waiting_for_payment' takes a transfer. */
  state: string;
  paid: boolean;
}

/** The order of a variable symbol (digits without leading zeros, as `normalizeSymbol` gives), if any. */
export type OrderLookup<O extends OrderCandidate = OrderCandidate> = ReadonlyMap<string, O> | ((variableSymbol: string) => O | null | undefined);

export type TransferMatch<O extends OrderCandidate = OrderCandidate> =
  | { outcome: 'matched'; movement: BankMovement; order: O }
  /** `difference`: how much more (overpaid) or less (underpaid) than the total came, in minor units, > 0. */
  | { outcome: 'wrong_amount'; reason: ReasonOf<'wrong_amount'>; movement: BankMovement; order: O; difference: number }
  | { outcome: 'unknown_symbol'; reason: ReasonOf<'unknown_symbol'>; movement: BankMovement; order: null }
  | { outcome: 'duplicate'; reason: ReasonOf<'duplicate'>; movement: BankMovement; order: null }
  | { outcome: 'already_paid'; reason: ReasonOf<'already_paid'>; movement: BankMovement; order: O }
  /** `order` is set for another currency than the order's, so the person can still find it. */
  | { outcome: 'ignored'; reason: ReasonOf<'ignored'>; movement: BankMovement; order: O | null };

/** A lookup over the orders loaded for a statement, keyed by their normalized variable symbol. */
export function orderLookup<O extends OrderCandidate>(orders: Iterable<O>): ReadonlyMap<string, O> {
  const map = new Map<string, O>();
  for (const order of orders) {
    const symbol = normalizeSymbol(order.variableSymbol);
    if (symbol !== null) map.set(symbol, order);
  }
  return map;
}

/** The variable symbols of the incoming payments, each once: which orders to load before matching. */
export function incomingVariableSymbols(movements: readonly BankMovement[]): string[] {
  const symbols = movements.filter((m) => m.kind === 'credit' && m.amount > 0).map((m) => m.variableSymbol);
  return [...new Set(symbols.filter((s): s is string => s !== null))];
}

function find<O extends OrderCandidate>(lookup: OrderLookup<O>, symbol: string): O | null {
  return (typeof lookup === 'function' ? lookup(symbol) : lookup.get(symbol)) ?? null;
}

function ignoredReason(movement: BankMovement): ReasonOf<'ignored'> | null {
  if (movement.kind === 'debit') return 'outgoing';
  if (movement.kind !== 'credit') return 'reversal';
  return movement.amount === 0 ? 'zero_amount' : null;
}

function alreadyPaidReason(order: OrderCandidate, paidInFile: ReadonlySet<OrderCandidate['orderId']>): ReasonOf<'already_paid'> | null {
  if (paidInFile.has(order.orderId)) return 'paid_in_this_file';
  if (order.paid || order.state === 'paid') return 'paid';
  if (order.state === 'cancelled') return 'cancelled';
  return order.state === 'waiting_for_payment' ? null : 'not_awaiting_payment';
}

/**
 * Judges each movement, in order: a movement id imported before or already seen in this statement is a
 * duplicate; outgoing movements, reversals and zero amounts are ignored; then the variable symbol must name
 * an order, that order must still wait for payment (an order paid before, or by an earlier movement of this
 * statement, or cancelled, is `already_paid`: money to return or check), be in the movement's currency
 * (else ignored) and be for exactly the amount (else wrong_amount, under- or overpaid).
 */
export function matchTransfers<O extends OrderCandidate>(
  movements: readonly BankMovement[],
  lookup: OrderLookup<O>,
  importedIds: Iterable<string> = [],
): TransferMatch<O>[] {
  const seen = new Set(importedIds);
  const inFile = new Set<string>();
  const paidInFile = new Set<OrderCandidate['orderId']>();
  return movements.map((movement): TransferMatch<O> => {
    if (seen.has(movement.id)) {
      const reason = inFile.has(movement.id) ? 'repeated_in_file' : 'already_imported';
      return { outcome: 'duplicate', reason, movement, order: null };
    }
    seen.add(movement.id);
    inFile.add(movement.id);

    const ignored = ignoredReason(movement);
    if (ignored) return { outcome: 'ignored', reason: ignored, movement, order: null };
    if (movement.variableSymbol === null) return { outcome: 'unknown_symbol', reason: 'no_symbol', movement, order: null };
    const order = find(lookup, movement.variableSymbol);
    if (!order) return { outcome: 'unknown_symbol', reason: 'no_order', movement, order: null };

    const paidReason = alreadyPaidReason(order, paidInFile);
    if (paidReason) return { outcome: 'already_paid', reason: paidReason, movement, order };
    if (movement.currency.toUpperCase() !== order.currency.toUpperCase()) {
      return { outcome: 'ignored', reason: 'other_currency', movement, order };
    }
    if (movement.amount !== order.total) {
      const reason = movement.amount < order.total ? 'underpaid' : 'overpaid';
      return { outcome: 'wrong_amount', reason, movement, order, difference: Math.abs(movement.amount - order.total) };
    }
    paidInFile.add(order.orderId);
    return { outcome: 'matched', movement, order };
  });
}
