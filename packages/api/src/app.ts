import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './context';
import { adminApiPlugin } from './admin';
import { notFound } from './errors';
import { localeOf } from './http/errors';
import { registerApiScope } from './http/api-scope';
import { safeLoggerOptions } from './logger';
import { registerAuth } from './http/auth';
import { registerCaptcha } from './http/captcha';
import { registerPrivateByDefault } from './http/shared-cache';
import { registerShopContext } from './http/shop-context';
import { accountRoutes } from './features/accounts/routes';
import { listRoutes } from './features/lists/routes';
import { contentRoutes } from './features/content/routes';
import { serviceRoutes } from './features/services/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { inquiryRoutes } from './features/inquiries/routes';
import { storeRoutes } from './features/stores/routes';
import { catalogRoutes } from './features/catalog/routes';
import { cartRoutes } from './features/carts/routes';
import { voucherRoutes } from './features/vouchers/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { orderRoutes } from './features/orders/routes';
import { paymentRoutes } from './features/payments/routes';
import { profileRoutes } from './features/profile/routes';
import { reviewRoutes } from './features/reviews/routes';
import { companyRegistryRoutes } from './features/company-registry/routes';
import { influencerRoutes } from './features/influencer/routes';
import { videoRoutes } from './features/videos/routes';
import { watchdogRoutes } from './features/watchdogs/routes';
import { invoiceRoutes } from './features/invoices/routes';

export interface ApiOptions {
  logger?: FastifyBaseLogger | boolean;
  /** Where a logger made here (`logger: true`) writes its JSON lines; stdout by default. */
  logStream?: { write(line: string): void };
  trustProxy?: boolean;
}

/**
 * The API of SPEC §7 as a Fastify plugin mounted under /api. `buildApiServer`
 * wraps it in its own Fastify instance (tests, API-only deployments); the
 * shop server registers `apiPlugin` beside the storefront.
 */
export async function apiPlugin(app: FastifyInstance, deps: AppDeps) {
  await registerApiScope(app, deps);
  registerAuth(app);
  registerCaptcha(app, deps.config.captcha);
  registerShopContext(app);
  registerPrivateByDefault(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Konfety API',
        version: '1.0.0',
        description:
          'The shop API (SPEC §7). Every request may carry a `client-url` header naming the shop site; money is integer minor units of CZK.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The UI's asset links are absolute without the slash (/docs/static/…); they need the prefix the API is mounted under.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: app.prefix });
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(accountRoutes);
  await api.register(listRoutes);
  await api.register(contentRoutes);
  await api.register(serviceRoutes);
  await api.register(newsletterRoutes);
  await api.register(inquiryRoutes);
  await api.register(storeRoutes);
  await api.register(catalogRoutes);
  await api.register(cartRoutes);
  await api.register(voucherRoutes);
  await api.register(checkoutRoutes);
  await api.register(orderRoutes);
  await api.register(paymentRoutes);
  await api.register(profileRoutes);
  await api.register(companyRegistryRoutes);
  await api.register(influencerRoutes);
  await api.register(videoRoutes);
  await api.register(reviewRoutes);
  await api.register(watchdogRoutes);
  await api.register(invoiceRoutes);
  // Claims every other /api path, so the storefront's catch-all never answers an API client with HTML. Not an
  // operation: left out of the OpenAPI document, where it was an invalid `/api/{*}` path with `query` and `trace`.
  app.all('/*', { schema: { hide: true } }, async (request) => {
    throw notFound(localeOf(request));
  });
}

export async function buildApiServer(deps: AppDeps, options: ApiOptions = {}) {
  const logger = options.logger ?? false;
  const app = Fastify({
    // A logger instance is used as it is (build it with `safeLoggerOptions`); `true` gets the shop's safe options.
    ...(typeof logger === 'object'
      ? { loggerInstance: logger }
      : { logger: logger ? { ...safeLoggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) } : false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });
  await app.register(async (scope) => apiPlugin(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => adminApiPlugin(scope, deps), { prefix: '/api/admin' });
  await app.ready();
  return app;
}
