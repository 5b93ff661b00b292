/**
 * The in-process cache of the storefront shell's data (settings, banners, the category index, currencies,
 * search placeholders): ARCHITECTURE "Caching and several processes".
 *
 * Each entry has a key (what was read: `settings:cs`, `banners:sk`, `categories` …) and the topics it was read
 * from (the change bus's topics = the tables' names). The change bus drops every entry of a topic the moment a
 * notification for it arrives; `ttlMs` is only the safety net for a notification that never came.
 *
 * The cache serves only while it is `enabled`, i.e. while the change bus is listening: disabled (before the
 * listener is up, after its connection was lost) every read goes to the database and nothing is kept, so a
 * missed notification can never leave an entry stale for longer than the TTL.
 *
 * Values are shared between requests: callers must treat them as read-only.
 */

/** What "everything changed" is called on the bus (a reconnect, a lost connection). */
export const EVERYTHING = '*';

/** The fallback lifetime of an entry: the staleness bound when a notification is lost. */
export const SHELL_CACHE_TTL_MS = 60_000;

interface Entry {
  topics: readonly string[];
  value: Promise<unknown>;
  expiresAt: number;
}

export class ShellCache {
  private readonly entries = new Map<string, Entry>();
  private on = false;

  constructor(
    readonly ttlMs: number = SHELL_CACHE_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether reads are cached now (the change bus is listening). Switching either way drops every entry. */
  get enabled(): boolean {
    return this.on;
  }

  set enabled(on: boolean) {
    this.on = on;
    this.entries.clear();
  }

  /** Number of entries held (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The value under `key`, loaded with `load` when missing or expired. Concurrent misses share one load. The
   * entry's lifetime counts from the start of the load (the data can only be older than that), and an
   * invalidation during the load drops it too, so a read that raced a change is never kept.
   */
  get<T>(key: string, topics: readonly string[], load: () => PromiseLike<T>): Promise<T> {
    if (!this.on) return (async () => load())();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    // A drizzle query is a lazy thenable that runs again at every `then`: settle it once into a real promise.
    const value = (async () => load())();
    const entry: Entry = { topics, value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key); // a failed read is never served again
    });
    return value;
  }

  /** Drops every entry read from `topic` (`EVERYTHING`: all of them). */
  invalidate(topic: string): void {
    if (topic === EVERYTHING) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.topics.includes(topic)) this.entries.delete(key);
  }
}
