import { z } from 'zod';

/** The IČO as the path gives it; whether it is one (8 digits, check digit) is the handler's 422, not a 404. */
export const companyRegistryParams = z.object({ ico: z.string().max(32) });

export const registryCompanySchema = z
  .object({
    ico: z.string().meta({ description: 'IČO, 8 digits' }),
    name: z.string().meta({ description: 'Business name (obchodní jméno)' }),
    vat_id: z.string().nullable().meta({ description: 'DIČ, null when the subject has none' }),
    street: z.string().nullable().meta({ description: 'Street and house numbers of the registered seat, e.g. "Korunní 2569/108a"' }),
    city: z.string().nullable(),
    zip: z.string().nullable().meta({ description: 'PSČ without the space' }),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2 code of the seat' }),
  })
  .meta({ id: 'RegistryCompany' });

export type RegistryCompanyOut = z.infer<typeof registryCompanySchema>;
