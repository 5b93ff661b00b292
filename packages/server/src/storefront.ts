import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { Config } from '@konfety/config';
import type { ApiTransport } from '@konfety/storefront/app/lib/api.server';
import { fetchTransport } from '@konfety/storefront/app/lib/api.server';
import { csrfTokenOf } from './csrf';
import { cspNonce } from './security-headers';

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront');

/** API calls from the storefront: inside the process through Fastify's inject (no network hop), or over HTTP when API_BASE_URL is set. */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path: url, headers, body }) => {
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
}

/** The shop site a storefront request belongs to: the configured site with the request's host, else the Czech one. */
function clientUrlFor(config: Config, hostHeader: string | undefined): string {
  const host = hostHeader?.toLowerCase();
  for (const site of Object.values(config.sites)) {
    if (new URL(site.url).host.toLowerCase() === host) return site.url;
  }
  return config.sites.cz.url;
}

/**
 * Mounts the React Router storefront. Production serves the built app
 * (`npm run build:storefront`, done by `npm start` when missing or stale);
 * development runs Vite in middleware mode with hot reload.
 */
export async function registerStorefront(app: FastifyInstance, config: Config, mode: 'production' | 'development') {
  const buildDirectory = path.join(storefrontDir, 'build');
  if (mode === 'production' && !fs.existsSync(path.join(buildDirectory, 'server', 'index.js'))) {
    throw new Error('The storefront is not built: run `npm run build` (npm start does it for you).');
  }
  const transport = config.apiBaseUrl ? fetchTransport(config.apiBaseUrl) : injectTransport(app);
  await app.register(reactRouterFastify, {
    mode,
    buildDirectory,
    viteOptions: { configFile: path.join(storefrontDir, 'vite.config.ts'), root: storefrontDir },
    getLoadContext: (request, reply) => ({
      apiTransport: transport,
      clientUrl: clientUrlFor(config, request.headers.host),
      publicUrl: config.publicUrl,
      secureCookies: config.publicUrl.startsWith('https://'),
      tokenTtlDays: config.auth.tokenTtlDays,
      cspNonce: cspNonce(reply),
      csrfToken: csrfTokenOf(request),
    }),
  });
}
