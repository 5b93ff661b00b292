export { CHANGE_TOPICS, cachedShellData, startChangeBus, type ChangeBus, type ChangeBusOptions, type ChangeTopic } from './change-bus';
export { EVERYTHING, SHELL_CACHE_TTL_MS, ShellCache } from './shell-cache';
