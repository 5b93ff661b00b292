import type { Config } from '@konfety/config';
import { type FileStore, openStorage } from '@konfety/storage';

const stores = new WeakMap<Config['storage'], FileStore>();

/**
 * The shop's private files (ARCHITECTURE "Files"): job applicants' CVs are kept there, never under a public path,
 * and read back only by the application's mail job. Opened from the configuration, once per configuration.
 */
export function privateFiles(config: Pick<Config, 'storage'>): FileStore {
  let store = stores.get(config.storage);
  if (!store) {
    store = openStorage(config.storage).private;
    stores.set(config.storage, store);
  }
  return store;
}
