import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { sendApplication } from './applications';
import { privateFiles } from '../../files';
import { saveSatisfaction, sendContactMessage, sendEventOrder, sendServiceInquiry } from './service';

export async function inquiryRoutes(app: FastifyInstance) {
  const client = (request: { clientAddress(): string }) => ({ ip: request.clientAddress() });
  route(app, endpoints.sendContact, async (request) => sendContactMessage(request.siteScope(), request.body, client(request)));
  route(app, endpoints.sendServiceInquiry, async (request) => sendServiceInquiry(request.siteScope(), request.params.id, request.body, client(request)));
  route(app, endpoints.sendEventOrder, async (request) => sendEventOrder(request.siteScope(), request.body, client(request)));
  route(app, endpoints.sendApplication, async (request) =>
    sendApplication(request.siteScope(), request.params.id, request.body, client(request), privateFiles(app.deps.config)),
  );
  route(app, endpoints.sendSatisfaction, async (request) => saveSatisfaction(request.siteScope(), request.body, client(request)));
}
