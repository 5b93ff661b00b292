import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './context';
import { notFound } from './errors';
import { registerApiScope } from './http/api-scope';
import { registerStaffAuth } from './http/staff-auth';
import { staffRoutes } from './features/staff/admin-routes';
import { adminOrderRoutes } from './features/orders/admin-routes';
import { adminInvoiceRoutes } from './features/invoices/routes';
import { adminBankRoutes } from './features/bank/admin-routes';
import { adminStockRoutes } from './features/stock/admin-routes';

/**
 * The back office's API (issue 40) as a Fastify plugin mounted under /api/admin, beside the shop's /api and over the
 * same services: its own OpenAPI document (`/api/admin/docs/json`), its own gate (http/staff-auth.ts: every
 * operation declares who may call it, checked before its handler), answers never stored by any cache. Feature
 * folders hold their admin routes beside their shop routes (`features/<feature>/admin-routes.ts`).
 */
export async function adminApiPlugin(app: FastifyInstance, deps: AppDeps) {
  await registerApiScope(app, deps);
  registerStaffAuth(app);
  // Staff data is never kept by a cache: not a shared one, not the browser's.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Konfety back-office API',
        version: '1.0.0',
        description:
          'The staff’s API (issue 40). The session is the HttpOnly cookie `konfety_staff` set by `POST /auth/login` and completed by the second factor; every request that changes something carries the header `x-konfety-staff: 1`. Money is integer minor units.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/docs/json', { schema: { hide: true }, config: { access: 'anyone' } }, async () => app.swagger());
  const admin = app.withTypeProvider<ZodTypeProvider>();
  await admin.register(staffRoutes);
  await admin.register(adminOrderRoutes);
  await admin.register(adminInvoiceRoutes);
  await admin.register(adminBankRoutes);
  await admin.register(adminStockRoutes);
  app.all('/*', { schema: { hide: true }, config: { access: 'anyone' } }, async () => {
    throw notFound('cs');
  });
}
