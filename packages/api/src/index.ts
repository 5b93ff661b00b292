export { apiPlugin, buildApiServer, type ApiOptions } from './app';
export type { AppDeps } from './context';
export { purgeExpiredGuestCarts } from './features/carts/service';
export { safeLoggerOptions, safeError, safeUrl, type Logger } from './logger';
export { CHANGE_TOPICS, EVERYTHING, SHELL_CACHE_TTL_MS, startChangeBus, type ChangeBus, type ChangeBusOptions, type ChangeTopic } from './cache';
export { SHARED_CACHE } from './http/shared-cache';
export { callerScope, sharedWhileRunning } from './http/caller-scope';
export { STOREFRONT_SECRET_HEADER, VISITOR_ADDRESS_HEADER } from './http/client-address';
export {
  createOrderMailOutbox,
  orderMailsQueued,
  startOrderMailOutbox,
  type OrderMailOutbox,
  type OrderMailOutboxOptions,
} from './features/mail/outbox';
