import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth';
import { route } from '../../http/route';
import { createAresRegistry } from './ares';
import * as endpoints from './endpoints';
import { lookupCompany } from './lookup';

/**
 * The company-register lookup the invoice-details form fills a company from (SPEC §7 "company-registry
 * lookup"). The register is public, but an open relay to it would let anybody spend the shop's standing
 * with ARES (which limits its callers) from the shop's address: only a logged-in customer may ask, the
 * one who fills in invoice details.
 */
export async function companyRegistryRoutes(app: FastifyInstance) {
  const registry = createAresRegistry(app.deps.config.companyRegistry);

  route(app, endpoints.companyRegistry, async (request) => ({ data: await lookupCompany(request.siteScope(), registry, request.params.ico, request.log) }), {
    preValidation: async (request) => {
      await requireUser(request);
    },
  });
}
