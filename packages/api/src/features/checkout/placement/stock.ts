import { sql } from 'drizzle-orm';
import type { Db, schema } from '@konfety/db';
import { formatMessage } from '@konfety/domain/i18n';
import { validationMessage } from '@konfety/domain/validation';
import { ApiError, fieldErrors } from '../../../errors';
import type { ShopContext } from '../../../shop-context';
import type { LoadedCart } from '../../carts/load';
import { giftRows } from '../methods';

/** Pieces of a variant taken from a location: the order's stock movement (`finishPlacement` records it), which a cancellation returns. */
export interface StockTake {
  variantId: number;
  branchId: number;
  quantity: number;
}

/**
 * Takes the pieces of each variant from stock in one statement: per variant the pickup branch first, then the
 * warehouse, then Prague, then the rest (the fuller location first within a tier). The stock rows are locked
 * (FOR UPDATE OF stock: not the branches every order joins) in variant and branch order, so concurrent orders
 * never hold each other's rows; a row never goes below zero. Answers the pieces taken per variant (fewer than
 * asked means a shortfall, and the caller's transaction must be rolled back) and where each came from.
 */
async function takeStock(tx: Db, needs: ReadonlyMap<number, number>, preferBranchId: number | null): Promise<{ taken: Map<number, number>; takes: StockTake[] }> {
  const taken = new Map<number, number>();
  const takes: StockTake[] = [];
  if (needs.size === 0) return { taken, takes };
  const need = sql.join(
    [...needs].map(([variantId, quantity]) => sql`(${variantId}::int, ${quantity}::int)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    with need (variant_id, quantity) as (values ${need}),
    locked as (
      select s.variant_id, s.branch_id, s.quantity,
        case when s.branch_id = ${preferBranchId}::int then 0 when b.kind = 'warehouse' then 1 when b.is_prague then 2 else 3 end as tier
      from stock s join branches b on b.id = s.branch_id
      where s.variant_id in (select variant_id from need) and s.quantity > 0
      order by s.variant_id, s.branch_id
      for update of s
    ),
    takes as (
      select l.variant_id, l.branch_id,
        least(l.quantity, greatest(n.quantity - coalesce(sum(l.quantity) over (
          partition by l.variant_id order by l.tier, l.quantity desc, l.branch_id rows between unbounded preceding and 1 preceding), 0), 0)) as take
      from locked l join need n on n.variant_id = l.variant_id
    ),
    taken as (
      update stock s set quantity = s.quantity - t.take from takes t
      where s.variant_id = t.variant_id and s.branch_id = t.branch_id and t.take > 0
      returning s.variant_id, s.branch_id, t.take
    )
    select variant_id, branch_id, take from taken`)) as unknown as { rows: Array<{ variant_id: number; branch_id: number; take: number }> };
  for (const row of result.rows) {
    const variantId = Number(row.variant_id);
    taken.set(variantId, (taken.get(variantId) ?? 0) + Number(row.take));
    takes.push({ variantId, branchId: Number(row.branch_id), quantity: Number(row.take) });
  }
  return { taken, takes };
}

const stockChanged = (ctx: ShopContext, items: Array<{ item_id: number; available: number }>) =>
  new ApiError(409, 'out_of_stock', formatMessage(ctx.locale, 'cart.stockChanged'), { items });

/**
 * Step "take the goods from stock": every line's pieces at once (the pickup branch first); a line whose product or
 * variant was withdrawn, or a shortfall anywhere, is a 409 `out_of_stock` naming the lines (the caller's transaction
 * rolls back, so two buyers of the last piece make one order).
 */
export async function takeCartFromStock(ctx: ShopContext, cart: LoadedCart, branchId: number | null): Promise<StockTake[]> {
  const orderable = cart.lines.filter((line) => line.product.active && line.variant.active);
  const pieces = new Map<number, number>();
  for (const line of orderable) pieces.set(line.variant.id, (pieces.get(line.variant.id) ?? 0) + line.quantity);
  const { taken, takes } = await takeStock(ctx.db, pieces, branchId);
  const short = cart.lines
    .filter((line) => !orderable.includes(line) || (taken.get(line.variant.id) ?? 0) < pieces.get(line.variant.id)!)
    .map((line) => ({ item_id: line.itemId, available: line.available }));
  if (short.length > 0) throw stockChanged(ctx, short);
  return takes;
}

export interface TakenGift {
  variant: typeof schema.variants.$inferSelect;
  product: typeof schema.products.$inferSelect;
  takes: StockTake[];
}

/**
 * Step "take the gift": the chosen free gift, when the goods reach its minimum (else a 422 on `giftId`), one piece
 * from stock (else a 409 `out_of_stock`).
 */
export async function takeGift(ctx: ShopContext, giftId: number | null | undefined, goodsTotal: number, branchId: number | null): Promise<TakenGift | null> {
  if (!giftId) return null;
  const [g] = await giftRows(ctx.db, ctx.site, giftId);
  if (!g || goodsTotal < g.gift.minTotal) throw fieldErrors(ctx.locale, { giftId: [validationMessage('choice', {}, ctx.locale)] });
  const { taken, takes } = await takeStock(ctx.db, new Map([[g.variant.id, 1]]), branchId);
  if (taken.get(g.variant.id) !== 1) throw stockChanged(ctx, []);
  return { variant: g.variant, product: g.product, takes };
}
