/** The little of a logger that services use (pino's and Fastify's loggers fit it), so they need no HTTP request to log. */
export interface Logger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}
