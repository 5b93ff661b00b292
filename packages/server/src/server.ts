import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Config } from '@konfety/config';
import { isSeeded, openDatabase } from '@konfety/db';
import { openStorage } from '@konfety/storage';
import { adminApiPlugin, apiPlugin, requestFeeds, startChangeBus, startJobRunner } from '@konfety/api';
import { pageFrameable, pageShare } from '@konfety/storefront/server';
import { createLoggers, lazyChildLoggerFactory } from './logger';
import { AccessLogged, accessLog } from './access-log';
import { registerStorefront } from './storefront';
import { registerAdminApp } from './admin-app';
import { registerTrailingSlashRedirect } from './trailing-slash';
import { registerSiteHosts } from './site-hosts';
import { registerRequestHygiene } from './request-hygiene';
import { registerSecurityHeaders } from './security-headers';
import { csrfPageTokens, registerCsrfProtection } from './csrf';
import { registerPageCache } from './page-cache';
import { edgeServer } from './edge-server';
import { registerVideoMedia } from './video-media';
import { registerPublicFiles } from './public-files';
import { registerFeedFiles } from './feed-files';
import { registerTrackingParamStripping } from './tracking-params';
import { databaseReadiness, listenWhileStarting, LIVENESS_PATH, READINESS_PATH, type StartingServer, untilTheDatabaseAnswers } from './readiness';

/**
 * One process serves the shop: the API under /api, generated media under
 * /images and /documents, and (from the storefront issue on) the server-rendered site.
 */
export async function startServer(config: Config) {
  const loggers = createLoggers(config);
  const started = Date.now();
  // Listening at once: liveness answers, readiness says 503 and what is under way, nothing else is served.
  const starting = await listenWhileStarting(config.host, config.port);
  try {
    return await startShop(config, loggers, started, starting);
  } catch (e) {
    await starting.close();
    throw e;
  }
}

async function startShop(config: Config, { logger, accessLogger }: ReturnType<typeof createLoggers>, started: number, starting: StartingServer) {
  // The shop's files (ARCHITECTURE "Files"): a directory here, or object storage every process shares.
  const storage = openStorage(config.storage);
  starting.step('database');
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, onIdleClientError: (err: Error) => logger.warn({ err }, 'database connection lost; the pool reconnects') }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  try {
    await untilTheDatabaseAnswers(() => database.ping(), logger);
    starting.step('migrating');
    // Several processes starting at once take turns (ARCHITECTURE "Databases"): a later one finds the
    // migrations applied and the shop seeded.
    await database.withSetupLock(
      async () => {
        await database.migrate();
        if (config.seedOnStart && !(await isSeeded(database.db))) {
          starting.step('seeding');
          logger.info('empty database: seeding the demo shop (first start only)');
          // Loaded only here: the seed is most of the db package's code, with sharp for the images.
          const { seedDemo } = await import('@konfety/db/seed');
          await seedDemo(database.db, { sites: config.sites, files: storage.public });
        }
      },
      () => logger.info('another process is migrating or seeding the database: waiting for it'),
    );
    starting.step('starting');
    // The embedded database has no autovacuum daemon, so nothing else ever gathers its planner statistics or
    // its visibility map: without them the listing's page of ids was read by sorting the whole category
    // (1.2 ms) instead of walking its index (0.06 ms). ≈ 0.3 s for the demo.
    if (database.kind !== 'postgres') await database.analyze();
  } catch (e) {
    await database.close();
    throw e;
  }
  // The change bus (ARCHITECTURE "Caching and several processes"): LISTENs for the database's change
  // notifications, so the shell data the API caches is dropped the moment any process changes it.
  const changes = await startChangeBus(database, { logger }).catch(async (e: unknown) => {
    await database.close();
    throw e;
  });

  // One access-log line per request, whoever answers it (access-log.ts); probes come every few seconds: not logged.
  const edge = edgeServer(accessLog(accessLogger, new Set([LIVENESS_PATH, READINESS_PATH])));
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new AccessLogged(),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    serverFactory: edge.serverFactory,
  });
  // Before the page cache: a page view is handled without the parameters ads and analytics add (a click's id).
  registerTrackingParamStripping(app);
  // First: a hit is answered with the headers its copy kept (security headers included) before any other hook
  // runs; a miss is kept as rendered, before compression (the cache makes its own compressed copies), if the
  // storefront's route table declares its page shared.
  const pageCache = registerPageCache(app, { routeShare: pageShare, active: () => changes.listening, formToken: csrfPageTokens(config) });
  changes.onChange(() => pageCache.clear());
  // Fresh hits are answered before Fastify (edge-server.ts), and logged there at `info` like every other request.
  edge.answerFirst(pageCache.answerHit);
  registerSecurityHeaders(app, config, { frameable: pageFrameable });
  // Brotli (quality 4: cheap enough per answer) or gzip for HTML, JSON, JS and CSS; the storefront's built
  // assets are compressed at build time and served from their .br/.gz files (storefront.ts).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  registerTrailingSlashRedirect(app);
  registerSiteHosts(app, config);
  registerRequestHygiene(app);
  const deps = { db: database.db, config, now: () => new Date() };
  await app.register(async (scope) => apiPlugin(scope, deps), { prefix: '/api' });
  await app.register(async (scope) => adminApiPlugin(scope, deps), { prefix: '/api/admin' });
  await registerPublicFiles(app, storage.public);
  await registerVideoMedia(app, storage.public);
  // The product feeds, the sitemaps and robots.txt of each site's host (feed-files.ts), made by the feeds' job.
  registerFeedFiles(app, storage.public, config, { requestGeneration: () => requestFeeds(database.db), log: logger });
  // Probes come every few seconds: never in the access log (above), never cached.
  app.get(LIVENESS_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  const databaseAnswers = databaseReadiness(() => database.ping());
  app.get(READINESS_PATH, async (_request, reply) => {
    const ready = await databaseAnswers();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { ready: true } : { ready: false, reason: 'database' });
  });
  registerCsrfProtection(app, config);
  await registerAdminApp(app, { mode: config.env === 'development' ? 'development' : 'production' });
  await registerStorefront(app, config, config.env === 'development' ? 'development' : 'production', pageCache);
  await app.ready();
  await starting.close();
  await app.listen({ host: config.host, port: config.port });
  logger.info({ url: config.publicUrl, database: database.kind, node: process.version, ms: Date.now() - started }, `Konfety is running on Node.js ${process.version}`);

  // The jobs runner (ARCHITECTURE "Jobs"): runs the jobs queued by placed orders, the account services and the
  // schedules (the hourly housekeeping), one at a time between requests; woken by this process's jobs, polling for
  // other processes', retries and schedule slots.
  const jobs = startJobRunner({ db: database.db, config, now: () => new Date() }, { log: logger, maintainDatabase: () => database.maintain() });

  return {
    log: logger,
    app,
    /** Changes of the shop's data (`changes.onChange(topic => …)`), for caches kept beside the API's. */
    changes,
    async stop() {
      await app.close();
      // After the requests (an order placed meanwhile wakes it), before the database it uses.
      await jobs.stop();
      await changes.close();
      await database.close();
    },
  };
}
