import type { Config } from '@konfety/config';
import type { Db } from '@konfety/db';

/** What every route handler may use; built once per process (or per test). */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The clock, injectable so tests can stand at a chosen moment. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
