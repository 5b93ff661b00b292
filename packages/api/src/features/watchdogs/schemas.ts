import { z } from 'zod';
import { watchdogSchema } from '@konfety/domain/review-forms';
import { idParam } from '../../http/schemas';

/** Body of `POST /catalog/product/{id}/watchdog` (domain/reviews.ts): the variant, and the e-mail a guest must give. */
export const watchdogBody = watchdogSchema;

export const watchdogParams = z.object({ id: idParam });

export const watchdogOut = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    variant_id: z.number().int(),
    email: z.string().meta({ description: 'Where the mail goes (lower case)' }),
  })
  .meta({ id: 'Watchdog' });

export type WatchdogOut = z.infer<typeof watchdogOut>;
