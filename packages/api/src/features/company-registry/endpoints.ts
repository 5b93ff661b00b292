import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { errorResponse, errorResponses } from '../../http/schemas';
import { companyRegistryParams, registryCompanySchema } from './schemas';

export const companyRegistry = defineEndpoint({
  method: 'GET',
  path: '/company-registry/:ico',
  tags: ['account'],
  summary: 'A company from the Czech register (ARES) by its IČO: name, DIČ and the registered address',
  description:
    'Bearer required (401 without): not an open relay to ARES. 422 on `ico` for a malformed IČO (8 digits with a check digit; the register is not asked), ' +
    '404 when the register has no such subject, 502 `company_registry_unavailable` when it fails or does not answer within ARES_TIMEOUT_MS. Nothing is cached.',
  security: [{ bearer: [] }],
  params: companyRegistryParams,
  responses: { 200: z.object({ data: registryCompanySchema }), ...errorResponses, 502: errorResponse },
});
