import pino from 'pino';
import type { Config } from '@konfety/config';
import { safeLoggerOptions } from '@konfety/api';

/**
 * Structured JSON logs (one object per line); pretty only on a terminal. Personal data and secrets are
 * redacted (the API's `safeLoggerOptions`: e-mail, phone, address, tokens, hashes, passwords, the
 * Idempotency-Key; errors without query parameters; URLs without summary hashes).
 */
export function createLogger(config: Config) {
  return pino({
    level: config.log.level,
    ...safeLoggerOptions,
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
