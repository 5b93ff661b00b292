import { z } from 'zod';
import { ESHOP_SERVICE_TYPE } from '@konfety/domain/vouchers';
import { emailField, optionalField, requiredString, textField } from '@konfety/domain/validation';

export const addVoucherBody = z.object({
  voucherCode: requiredString({ max: 40 }),
  serviceType: textField({ max: 16 }).default(ESHOP_SERVICE_TYPE).meta({ description: "Fixed 'eshop' for the online shop" }),
  guestEmail: optionalField(emailField()).nullable(),
});

export const deleteVoucherBody = z.object({ voucherId: z.number().int().positive().max(2147483647) });

export type AddVoucherBody = z.infer<typeof addVoucherBody>;
