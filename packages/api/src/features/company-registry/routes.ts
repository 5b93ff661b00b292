import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { errorResponse, errorResponses } from '../../http/schemas';
import { createAresRegistry } from './ares';
import { lookupCompany } from './lookup';
import { companyRegistryParams, registryCompanySchema } from './schemas';

/**
 * The company-register lookup the invoice-details form fills a company from (SPEC §7 "company-registry
 * lookup"). The register is public, but an open relay to it would let anybody spend the shop's standing
 * with ARES (which limits its callers) from the shop's address: only a logged-in customer may ask, the
 * one who fills in invoice details.
 */
export const companyRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = createAresRegistry(app.deps.config.companyRegistry);

  app.get(
    '/company-registry/:ico',
    {
      schema: {
        tags: ['account'],
        summary: 'A company from the Czech register (ARES) by its IČO: name, DIČ and the registered address',
        description:
          'Bearer required (401 without): not an open relay to ARES. 422 on `ico` for a malformed IČO (8 digits with a check digit; the register is not asked), ' +
          '404 when the register has no such subject, 502 `company_registry_unavailable` when it fails or does not answer within ARES_TIMEOUT_MS. Nothing is cached.',
        security: [{ bearer: [] }],
        params: companyRegistryParams,
        response: { 200: z.object({ data: registryCompanySchema }), ...errorResponses, 502: errorResponse },
      },
      preValidation: async (request) => {
        await requireUser(request);
      },
    },
    async (request) => {
      return { data: await lookupCompany(request.siteScope(), registry, request.params.ico, request.log) };
    },
  );
};
