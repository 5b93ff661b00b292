import type { Config } from '@konfety/config';
import { openDatabase } from '../client';

/** Opens the database the configuration names, through the same data-dir lock the server uses. */
export function openConfiguredDatabase(config: Config) {
  return openDatabase(
    config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url } : { kind: 'pglite', dataDir: config.database.dataDir },
  );
}
