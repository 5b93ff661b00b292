import { and, eq, notInArray, sql } from 'drizzle-orm';
import { schema } from '@konfety/db';
import { commissionlessOrderStates } from '@konfety/domain/scopes';
import type { SiteScope } from '../../shop-context';
import type { InfluencerCodeOut, InfluencerStatisticsOut } from './schemas';

/**
 * The voucher statistics of the influencer `userId` (SPEC §1, §6): every code the user owns with the uses,
 * discount and commission of its orders, and the four figures over all of them. One statement, read from the
 * orders each time, so an order placed a moment ago, a cancellation or a commission payout shows at once and no
 * figure is stored twice. A use counts when its order is neither cancelled nor returned (domain/scopes.ts).
 *
 * Whether the user may see this is the route's question (`requireScope` + `isInfluencer`); all sites count,
 * money being CZK minor units everywhere.
 */
export async function influencerStatistics(scope: SiteScope, userId: number): Promise<InfluencerStatisticsOut> {
  const v = schema.vouchers;
  const u = schema.voucherUses;
  const o = schema.orders;
  const uses = scope.db
    .select({
      voucherId: u.voucherId,
      uses: sql<number>`count(*)::int`.as('uses'),
      // Sums of money as bigint: no int4 overflow however many orders there are.
      discount: sql<number>`sum(${u.discount})::bigint`.as('discount'),
      commission: sql<number>`sum(${u.commission})::bigint`.as('commission'),
      unpaid: sql<number>`coalesce(sum(${u.commission}) filter (where ${u.commissionPaidAt} is null), 0)::bigint`.as('unpaid'),
    })
    .from(u)
    .innerJoin(o, eq(o.id, u.orderId))
    .innerJoin(v, eq(v.id, u.voucherId))
    .where(and(eq(v.ownerUserId, userId), notInArray(o.state, [...commissionlessOrderStates])))
    .groupBy(u.voucherId)
    .as('uses');
  const rows = await scope.db
    .select({
      id: v.id,
      code: v.code,
      name: v.name,
      voucherType: v.voucherType,
      value: v.value,
      commissionPercent: v.commissionPercent,
      quantity: v.quantity,
      active: v.active,
      uses: sql<number>`coalesce(${uses.uses}, 0)`.mapWith(Number),
      discount: sql<number>`coalesce(${uses.discount}, 0)`.mapWith(Number),
      commission: sql<number>`coalesce(${uses.commission}, 0)`.mapWith(Number),
      unpaid: sql<number>`coalesce(${uses.unpaid}, 0)`.mapWith(Number),
    })
    .from(v)
    .leftJoin(uses, eq(uses.voucherId, v.id))
    .where(eq(v.ownerUserId, userId))
    // Codes are ASCII: byte order is the same on every database, whatever its default collation.
    .orderBy(sql`${v.code} collate "C"`);
  const codes: InfluencerCodeOut[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    voucher_type: r.voucherType,
    value: r.value,
    commission_percent: r.commissionPercent === null ? null : Number(r.commissionPercent),
    quantity: r.quantity,
    active: r.active,
    uses: r.uses,
    discount: r.discount,
    commission: r.commission,
    unpaid_commission: r.unpaid,
  }));
  const sum = (pick: (c: InfluencerCodeOut) => number) => codes.reduce((s, c) => s + pick(c), 0);
  return {
    used_vouchers: sum((c) => c.uses),
    total_vouchers: codes.length,
    unpaid_commission: sum((c) => c.unpaid_commission),
    total_margin: sum((c) => c.commission),
    codes,
  };
}
