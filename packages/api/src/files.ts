import type { Config } from '@konfety/config';
import { type FileStore, openStorage } from '@konfety/storage';

/** The shop's files as the API reaches them (ARCHITECTURE "Files"), opened from the configuration once per configuration. */
const stores = new WeakMap<Config['storage'], { private: FileStore; public: FileStore }>();

function opened(config: Pick<Config, 'storage'>) {
  let storage = stores.get(config.storage);
  if (!storage) {
    storage = openStorage(config.storage);
    stores.set(config.storage, storage);
  }
  return storage;
}

/**
 * The shop's private files (ARCHITECTURE "Files"): job applicants' CVs are kept there, never under a public path,
 * and read back only by the application's mail job.
 */
export function privateFiles(config: Pick<Config, 'storage'>): FileStore {
  return opened(config).private;
}

/** The shop's public files (pictures, the documents to download): what the documents' list reads the sizes of. */
export function publicFiles(config: Pick<Config, 'storage'>): FileStore {
  return opened(config).public;
}
