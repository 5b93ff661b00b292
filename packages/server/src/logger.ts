import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import type { Config } from '@konfety/config';
import { safeLoggerOptions } from '@konfety/api';

/**
 * Structured JSON logs (one object per line) on stdout; pretty only on a terminal. Personal data and secrets are
 * redacted (the API's `safeLoggerOptions`: e-mail, phone, address, tokens, hashes, passwords, the
 * Idempotency-Key; errors without query parameters; URLs without summary hashes).
 */
export function createLoggers(config: Config): { logger: pino.Logger; accessLogger: pino.Logger } {
  if (config.log.pretty) {
    // pino loads the transport by name, so it is a run-time dependency of this package (a production install keeps it).
    const logger = pino({ level: config.log.level, ...safeLoggerOptions, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
    return { logger, accessLogger: logger };
  }
  // Written asynchronously (a request never waits for stdout: lines written while a write is under way go out
  // together with the next), and flushed when the process exits.
  const destination = pino.destination({ dest: 1, sync: false });
  return {
    logger: pino({ level: config.log.level, ...safeLoggerOptions }, destination),
    // The access log's lines are made safe by their maker (access-log.ts), so they skip the redaction.
    accessLogger: pino({ level: config.log.level }, destination),
  };
}

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
