import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * LISTEN on a PostgreSQL notification channel, for both drivers (the change bus:
 * ARCHITECTURE "Caching and several processes"; the triggers of migration 0004_change_notify).
 *
 * - PGlite: its own `listen()` on the one embedded connection. It never loses the connection, and only this
 *   process writes the embedded database, so every change is seen.
 * - PostgreSQL: a dedicated `pg` client (not one of the pool's: a pooled connection is handed to queries and
 *   its LISTEN would come and go with it). When that connection is lost (server restart, failover, an admin's
 *   `pg_terminate_backend`, a network cut found by the heartbeat) `onLost` is called, and it is opened again
 *   with a growing delay; once it LISTENs again `onListening` is called: notifications sent in between are
 *   lost, so the caller must treat everything as changed.
 */

/** The channel of the change bus; the payload is a topic (the changed table's name). */
export const CHANGES_CHANNEL = 'konfety_changes';

/** `application_name` of the dedicated PostgreSQL connection (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'konfety-listener';

export interface ListenOptions {
  /** Listening (first time or again after a lost connection): anything may have changed meanwhile. */
  onListening?: () => void;
  /** The connection was lost: notifications are missed until `onListening`. */
  onLost?: (err: Error) => void;
  /** PostgreSQL: a round trip on the listening connection this often, so a silently dead connection is noticed (ms). */
  heartbeatMs?: number;
  /** PostgreSQL: an answer to the heartbeat must come within this time, or the connection counts as lost (ms). */
  heartbeatTimeoutMs?: number;
  /** PostgreSQL: first delay before connecting again after a loss (ms); doubles up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface Listener {
  /** Whether notifications are being received now (false while a lost PostgreSQL connection is reopened). */
  readonly listening: boolean;
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

/** A channel name as an identifier in `LISTEN`: only plain lowercase names are accepted. */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`listen: unsupported channel name ${JSON.stringify(channel)}`);
  return channel;
}

/**
 * Calls `onMessage(payload)` for every notification on `channel` of the opened `database`. Resolves once the
 * first LISTEN is in place (PostgreSQL: or once the first attempt failed; it is retried in the background and
 * `onListening` says when it succeeds).
 */
export async function listen(
  database: Pick<Database, 'db' | 'kind'>,
  channel: string,
  onMessage: (payload: string) => void,
  options: ListenOptions = {},
): Promise<Listener> {
  channelIdentifier(channel);
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!client) throw new Error('listen: the database has no driver client ($client)');
  if (database.kind === 'postgres') return listenPostgres(client as pg.Pool, channel, onMessage, options);
  return listenPglite(client as PGlite, channel, onMessage, options);
}

async function listenPglite(client: PGlite, channel: string, onMessage: (payload: string) => void, options: ListenOptions): Promise<Listener> {
  let listening = false;
  const unlisten = await client.listen(channel, (payload) => {
    if (listening) safely(() => onMessage(payload));
  });
  listening = true;
  safely(() => options.onListening?.());
  return {
    get listening() {
      return listening;
    },
    async close() {
      if (!listening) return;
      listening = false;
      if (!client.closed) await unlisten();
    },
  };
}

async function listenPostgres(pool: pg.Pool, channel: string, onMessage: (payload: string) => void, options: ListenOptions): Promise<Listener> {
  // The pool's own connection settings (connection string, host, user, ssl …); pool-only keys are ignored by a Client.
  const config = (pool as unknown as { options: pg.ClientConfig }).options;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 5_000;
  const firstDelay = options.retryDelayMs ?? 250;
  const maxDelay = options.maxRetryDelayMs ?? 5_000;

  let closed = false;
  let listening = false;
  let client: pg.Client | null = null;
  let delay = firstDelay;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;

  const stopHeartbeat = () => {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  };

  /** The current connection is gone (or hopeless): forget it, tell the caller once, and try again later. */
  const lost = (c: pg.Client, err: Error) => {
    if (client !== c) return; // an older connection, already replaced or given up
    client = null;
    stopHeartbeat();
    c.removeAllListeners('notification');
    c.on('error', () => {}); // a late error of the dead connection must not crash the process
    c.end().catch(() => {});
    const wasListening = listening;
    listening = false;
    if (wasListening) safely(() => options.onLost?.(err));
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ ...config, keepAlive: true, application_name: config.application_name ?? LISTENER_APPLICATION_NAME });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('the listening connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel === channel && client === c && listening) safely(() => onMessage(msg.payload ?? ''));
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      lost(c, e as Error);
      return;
    }
    if (closed || client !== c) {
      await c.end().catch(() => {});
      return;
    }
    listening = true;
    delay = firstDelay;
    heartbeatTimer = setInterval(() => {
      const timeout = setTimeout(() => lost(c, new Error('the listening connection did not answer the heartbeat')), heartbeatTimeoutMs);
      c.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (err: Error) => {
          clearTimeout(timeout);
          lost(c, err);
        },
      );
    }, heartbeatMs);
    heartbeatTimer.unref();
    safely(() => options.onListening?.());
  };

  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      stopHeartbeat();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('notification');
        c.removeAllListeners('end');
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}

/** A listener's callback never breaks the listening (an exception there is the caller's bug, reported, not fatal). */
function safely(fn: () => void) {
  try {
    fn();
  } catch (err) {
    process.stderr.write(`listen: a notification handler failed: ${(err as Error).stack ?? String(err)}\n`);
  }
}
