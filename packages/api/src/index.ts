export { apiPlugin, buildApiServer, type ApiOptions } from './app';
export type { AppDeps } from './context';
