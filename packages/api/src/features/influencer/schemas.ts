import { z } from 'zod';
import { voucherValueTypes } from '@konfety/domain/vouchers';
import { money } from '../../http/schemas';

/** One voucher code the influencer owns, with what its uses brought (orders neither cancelled nor returned). */
export const influencerCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().nullable(),
    voucher_type: z.enum(voucherValueTypes),
    value: z.number().int().meta({ description: 'Basis points for percent codes (1500 = 15 %), minor units of CZK for amount codes' }),
    commission_percent: z.number().nullable().meta({ description: "The influencer's share of each order's goods total after discounts, in percent" }),
    quantity: z.number().int().nullable().meta({ description: 'How many times the code may be used in all; null = without a limit' }),
    active: z.boolean(),
    uses: z.number().int().meta({ description: 'Orders placed with the code' }),
    discount: money.meta({ description: 'Discount the code gave those orders, with VAT' }),
    commission: money.meta({ description: 'Commission earned on those orders, paid and unpaid' }),
    unpaid_commission: money.meta({ description: 'The part of `commission` not paid out yet' }),
  })
  .meta({ id: 'InfluencerCode' });

export const influencerStatisticsSchema = z
  .object({
    used_vouchers: z.number().int().meta({ description: "Uses of the influencer's codes: orders placed with them" }),
    total_vouchers: z.number().int().meta({ description: 'Voucher codes the shop issued to the influencer (active or not)' }),
    unpaid_commission: money.meta({ description: 'Commission earned and not paid out yet' }),
    total_margin: money.meta({ description: 'All commission earned with the codes, paid and unpaid' }),
    codes: z.array(influencerCodeSchema).meta({ description: 'Ordered by code (byte order)' }),
  })
  .meta({
    id: 'InfluencerStatistics',
    description:
      'Voucher statistics of an influencer (SPEC §1, §6), computed from the orders at read time. Orders that were cancelled or returned count nowhere.',
  });

export type InfluencerCodeOut = z.infer<typeof influencerCodeSchema>;
export type InfluencerStatisticsOut = z.infer<typeof influencerStatisticsSchema>;
