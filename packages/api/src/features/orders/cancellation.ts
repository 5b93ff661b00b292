import { type SQL, sql } from 'drizzle-orm';

/*
 * What cancelling an order undoes (issue 40), as parts of the cancelling statement (CTEs beside the state change,
 * in the transaction of `transitionOrder`): every piece goes back to the location it was taken from (the order's
 * stock movements of placement; raising a variant from zero wakes its watchdogs, migration 0021's trigger on
 * `stock`), and every voucher use is released (the voucher's count, the per-customer limit and the influencer's
 * commission). Cancelled is a final state, so this runs once per order.
 */
export function cancellationEffects(orderId: number, staffId: number | null, now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`returned as (
      select variant_id, branch_id, -sum(delta)::int as quantity from stock_movements
      where order_id = ${orderId} and reason = 'order' group by variant_id, branch_id having sum(delta) < 0
    )`,
    sql`restocked as (
      insert into stock (variant_id, branch_id, quantity) select variant_id, branch_id, quantity from returned
      on conflict (variant_id, branch_id) do update set quantity = stock.quantity + excluded.quantity
    )`,
    sql`return_moves as (
      insert into stock_movements (variant_id, branch_id, delta, reason, order_id, staff_id, created_at)
      select variant_id, branch_id, quantity, 'cancellation', ${orderId}, ${staffId}, ${at} from returned
    )`,
    sql`released as (delete from voucher_uses where order_id = ${orderId} returning voucher_id)`,
    sql`uncounted as (
      update vouchers v set used_quantity = greatest(v.used_quantity - r.uses, 0)
      from (select voucher_id, count(*)::int as uses from released group by voucher_id) r where v.id = r.voucher_id
    )`,
  ];
}
