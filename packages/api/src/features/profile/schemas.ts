import { z } from 'zod';
import { invoiceDetailsSchema, savedAddressSchema } from '@konfety/domain/profile';
import { idParam } from '../../http/schemas';

/**
 * Body of `POST /account/addresses` and `PUT /account/addresses/{id}`: SPEC §3 Address, SPEC §5 checks (domain/profile.ts).
 * No OpenAPI id: a schema that transforms has an input and an output form, which one component name cannot hold.
 */
export const savedAddressBody = savedAddressSchema;

/** Body of `PUT /account/invoice-details`: the same fields without the label; a company needs its IČO. */
export const invoiceDetailsBody = invoiceDetailsSchema;

export const addressParams = z.object({ id: idParam });

const addressOutFields = {
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  company_id: z.string().nullable().meta({ description: 'IČO' }),
  vat_id: z.string().nullable().meta({ description: 'DIČ (or Slovak IČ DPH)' }),
  street: z.string(),
  city: z.string(),
  zip: z.string().meta({ description: 'Without the space: "12000"' }),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2 code' }),
  phone_prefix: z.string().nullable().meta({ description: 'One of SPEC §3 prefixes (e.g. +420), null when none' }),
  phone: z.string().nullable().meta({ description: 'The number without the prefix' }),
  email: z.string().nullable(),
};

export const savedAddressOut = z
  .object({
    id: z.number().int(),
    name: z.string().nullable().meta({ description: "The customer's own label of the address, e.g. Domů" }),
    ...addressOutFields,
    is_default: z.boolean().meta({ description: 'The one default address, offered first at the checkout' }),
  })
  .meta({ id: 'SavedAddress' });

export const invoiceDetailsOut = z.object(addressOutFields).meta({ id: 'InvoiceDetails' });

export type SavedAddressOut = z.infer<typeof savedAddressOut>;
export type InvoiceDetailsOut = z.infer<typeof invoiceDetailsOut>;
