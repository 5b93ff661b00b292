import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../context';
import { loadSites } from '../sites';
import { registerClientAddress } from './client-address';
import { registerErrorHandling } from './errors';
import { registerSiteResolution } from './site';

/**
 * What the shop's API (/api) and the back office's (/api/admin) both are: JSON in and out through the zod schemas,
 * the one error shape, the site a request names, the client address the throttles count.
 */
export async function registerApiScope(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sites = await loadSites(deps.db);
  app.decorate('deps', deps);
  // The API reads JSON bodies only: anything else (text/plain included, which Fastify parses by default) is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSiteResolution(app, sites);
  registerClientAddress(app, deps.config.storefrontApiSecret);
}
