import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../features/accounts/actor';
import type { ShopContext, SiteScope } from '../shop-context';
import { localeOf } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site, its language, the database and the moment of this request; built once, on first use. */
    siteScope(): SiteScope;
    /** `siteScope()` plus who is asking (from the Bearer token); built once, on first use, so the token is looked up at most once. */
    shopContext(): Promise<ShopContext>;
  }
}

type Memo = FastifyRequest & { _siteScope?: SiteScope; _shopContext?: Promise<ShopContext> };

/** The request's context for services: HTTP ends here, services get a plain `ShopContext`. */
export function registerShopContext(app: FastifyInstance) {
  app.decorateRequest('siteScope', function (this: FastifyRequest) {
    const self = this as Memo;
    self._siteScope ??= { db: app.deps.db, site: this.site, locale: localeOf(this), now: app.deps.now() };
    return self._siteScope;
  });
  app.decorateRequest('shopContext', function (this: FastifyRequest) {
    const self = this as Memo;
    self._shopContext ??= this.currentUser().then((user) => ({ ...this.siteScope(), actor: actorOf(user) }));
    return self._shopContext;
  });
}
