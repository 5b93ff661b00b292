import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import type { Config } from '@konfety/config';
import { safeLoggerOptions } from '@konfety/api';

/**
 * Structured JSON logs (one object per line) on stdout; pretty only on a terminal. Personal data and secrets are
 * redacted (the API's `safeLoggerOptions`: e-mail, phone, address, tokens, hashes, passwords, the
 * Idempotency-Key; errors without query parameters; URLs without summary hashes).
 */
export function createLoggers(config: Config, fd = 1): { logger: pino.Logger; accessLogger: pino.Logger } {
  if (config.log.pretty) {
    // pino loads the transport by name, so it is a run-time dependency of this package (a production install keeps it).
    const logger = pino({ level: config.log.level, ...safeLoggerOptions, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
    return { logger, accessLogger: logger };
  }
  // Written asynchronously (a request never waits for stdout) and synchronously flushed when the process exits
  // (pino's exit handler). The access log's lines go out in batches of at least BATCH_BYTES, or after FLUSH_MS
  // when traffic is light: a write per line (a request's line written while no write was under way) cost ≈ 10.6
  // against ≈ 5.5 µs of CPU a line batched, one line per turn of the event loop (scripts/bench/log-lines.ts).
  // Every other line is rare (start, jobs, errors) and flushed at once.
  const destination = pino.destination({ dest: fd, sync: false, minLength: BATCH_BYTES });
  // Without a callback: with one, sonic-boom also fsyncs the file once written. It throws once the process has
  // begun closing the destination, which its exit handler flushes itself.
  const flush = () => {
    try {
      destination.flush();
    } catch {
      // closed: nothing left to write
    }
  };
  setInterval(flush, FLUSH_MS).unref();
  return {
    logger: pino(
      {
        level: config.log.level,
        ...safeLoggerOptions,
        hooks: {
          logMethod(args, method) {
            method.apply(this, args);
            flush();
          },
        },
      },
      destination,
    ),
    // The access log's lines are made safe by their maker (access-log.ts), so they skip the redaction.
    accessLogger: pino({ level: config.log.level }, destination),
  };
}

/** Bytes of access-log lines held before they are written (≈ 25 lines). */
export const BATCH_BYTES = 4096;
/** The longest an access-log line waits for its batch. */
export const FLUSH_MS = 1000;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Fastify's per-request logger, made only when something is logged at an enabled level. A pino child runs the
 * redaction over its bindings when it is made, which cost a tenth of a cached page's answer although nothing
 * is logged for most requests at `warn`.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Level, args: unknown[]): void {
    const logger = (this.#child ?? this.parent) as Partial<Pick<pino.Logger, 'isLevelEnabled'>>;
    if (logger.isLevelEnabled && !logger.isLevelEnabled(level)) return;
    (this.#made()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.#made().level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}
}

/** Fastify `childLoggerFactory`: a lazy request logger, except for a route with its own log level (rare), which gets its child at once. */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  options.level !== undefined ? logger.child(bindings, options) : (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
