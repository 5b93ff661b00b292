import { z } from 'zod';
import { errorResponse, errorResponses } from '../../http/schemas';

/** Error answers of the payment calls: the usual ones, 409 (order not waiting for payment), 502 (gateway failed) and 503 (no gateway configured). */
export const paymentErrors = { ...errorResponses, 409: errorResponse, 502: errorResponse, 503: errorResponse } as const;

export const paymentStartSchema = z.object({ gateway_url: z.string() });

export const paymentCheckSchema = z.object({ state: z.string(), paid_at: z.string().nullable(), payment_state: z.string().nullable() });

export const notifyQuery = z.object({ id: z.string().regex(/^\d{1,20}$/) });

export type PaymentStartOut = z.infer<typeof paymentStartSchema>;
export type PaymentCheckOut = z.infer<typeof paymentCheckSchema>;
