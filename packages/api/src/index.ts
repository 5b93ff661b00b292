export { apiPlugin, buildApiServer, type ApiOptions } from './app';
export type { AppDeps } from './context';
export { purgeExpiredGuestCarts } from './features/carts/service';
export { safeLoggerOptions, safeError, safeUrl, type Logger } from './logger';
export { CHANGE_TOPICS, EVERYTHING, SHELL_CACHE_TTL_MS, startChangeBus, type ChangeBus, type ChangeBusOptions, type ChangeTopic } from './cache';
export { SHARED_CACHE } from './http/shared-cache';
export { callerScope, sharedWhileRunning } from './http/caller-scope';
export { createMailOutbox, startMailOutbox, type MailOutbox, type MailOutboxOptions } from './features/mail/outbox';
export { mailsQueued } from './features/mail/outbox-mails';
