export { apiPlugin, buildApiServer, type ApiOptions } from './app';
export type { AppDeps } from './context';
export { purgeExpiredGuestCarts } from './features/carts/service';
export { safeLoggerOptions, safeError, safeUrl, type Logger } from './logger';
