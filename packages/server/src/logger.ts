import pino from 'pino';
import type { Config } from '@konfety/config';

/** Structured JSON logs (one object per line); pretty only on a terminal. Secrets are redacted. */
export function createLogger(config: Config) {
  return pino({
    level: config.log.level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
