import { CHANGES_CHANNEL, type Database, type Db, listen, type ListenOptions } from '@konfety/db';
import { EVERYTHING, SHELL_CACHE_TTL_MS, ShellCache } from './shell-cache';

/**
 * The change bus of one process: LISTENs on the database's `konfety_changes` channel (triggers of migration
 * 0004_change_notify send the changed table's name), drops the shell cache's entries of that topic, then tells
 * the subscribers (the server's page cache). See ARCHITECTURE "Caching and several processes".
 */

/** Topics the triggers send (the tables' names), and `*` for "anything may have changed". */
export const CHANGE_TOPICS = ['settings', 'banners', 'categories', 'currencies', 'search_placeholders', 'sites', 'tax_rates'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number] | typeof EVERYTHING;

export interface ChangeBus {
  /**
   * Calls `fn` with the topic of every change (a table's name) and with `*` when anything may have changed (the
   * listener (re)started, or lost its connection: then nothing is cached until it listens again). The shell
   * cache has already dropped the topic's entries when `fn` runs, so a page rebuilt in `fn` reads fresh data.
   * Answers the unsubscribe function.
   */
  onChange(fn: (topic: string) => void): () => void;
  /** Whether changes are being received now (the shell cache serves only then). */
  readonly listening: boolean;
  /** The shell cache of this database (tests, diagnostics). */
  readonly cache: ShellCache;
  close(): Promise<void>;
}

export interface ChangeBusOptions {
  /** Fallback lifetime of a shell cache entry (ms), the staleness bound if a notification is lost; 60 s by default. */
  ttlMs?: number;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Heartbeat and reconnect timing of the PostgreSQL listener. */
  listen?: Omit<ListenOptions, 'onListening' | 'onLost'>;
}

/** The shell cache of each database (the root `Db`; a transaction is another object, so it always reads through). */
const caches = new WeakMap<Db, ShellCache>();

/**
 * `load()` through the shell cache of `db` under `key`, dropped when any of `topics` changes. Without a running
 * change bus for `db` (a transaction, a test app without one, a script) it simply calls `load()`.
 */
export function cachedShellData<T>(db: Db, key: string, topics: readonly string[], load: () => PromiseLike<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, topics, load) : (async () => load())();
}

/** Starts listening for changes of `database` and caching its shell data; one bus per database. */
export async function startChangeBus(database: Pick<Database, 'db' | 'kind'>, options: ChangeBusOptions = {}): Promise<ChangeBus> {
  if (caches.has(database.db)) throw new Error('startChangeBus: a change bus already runs for this database');
  const cache = new ShellCache(options.ttlMs ?? SHELL_CACHE_TTL_MS);
  caches.set(database.db, cache);
  const subscribers = new Set<(topic: string) => void>();
  const emit = (topic: string) => {
    for (const fn of [...subscribers]) {
      try {
        fn(topic);
      } catch (err) {
        options.logger?.warn({ err, topic }, 'change bus: a subscriber failed');
      }
    }
  };
  let listener: Awaited<ReturnType<typeof listen>>;
  try {
    listener = await listen(
      database,
      CHANGES_CHANNEL,
      (topic) => {
        cache.invalidate(topic);
        emit(topic);
      },
      {
        ...options.listen,
        onListening: () => {
          // Whatever changed while nobody listened is unknown: start from nothing.
          cache.enabled = true;
          emit(EVERYTHING);
          options.logger?.info({ channel: CHANGES_CHANNEL }, 'change bus: listening; shell data cached');
        },
        onLost: (err) => {
          cache.enabled = false;
          emit(EVERYTHING);
          options.logger?.warn({ err: { message: err.message } }, 'change bus: listening connection lost; shell data read uncached until it is back');
        },
      },
    );
  } catch (e) {
    caches.delete(database.db);
    throw e;
  }
  return {
    onChange(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    get listening() {
      return listener.listening;
    },
    cache,
    async close() {
      cache.enabled = false;
      caches.delete(database.db);
      subscribers.clear();
      await listener.close();
    },
  };
}
