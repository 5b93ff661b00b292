import type { FastifyInstance } from 'fastify';
import { formatMessage } from '@konfety/domain/i18n';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { setWatchdog } from './service';

/** Stock watchdogs (SPEC §3/§6/§8): a guest with an e-mail, or a customer (Bearer) with the account's address. */
export async function watchdogRoutes(app: FastifyInstance) {
  route(app, endpoints.setWatchdog, async (request, reply) => {
    const ctx = await request.shopContext();
    const { watchdog, created } = await setWatchdog(ctx, request.params.id, request.body);
    reply.status(created ? 201 : 200);
    return { data: watchdog, message: formatMessage(ctx.locale, 'notice.watchdogSaved') };
  });
}
