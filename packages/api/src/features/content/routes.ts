import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as endpoints from './endpoints';
import { careerDetail, careerList } from './careers';
import { eventDetail, eventList } from './events';
import { documentList } from './documents';
import { publicFiles } from '../../files';
import { activePoster, blogCategories, contentPage, settingsOf } from './service';
import { blogPostDetail, blogPostList } from './blog';

export async function contentRoutes(app: FastifyInstance) {
  route(app, endpoints.settings, async (request) => ({ data: await settingsOf(request.siteScope(), request.query.lang ?? request.site.locale) }));
  route(app, endpoints.poster, async (request) => ({ data: await activePoster(request.siteScope(), request.query.lang ?? request.site.locale) }));
  route(app, endpoints.contentPage, async (request) => ({ data: await contentPage(request.siteScope(), request.query.lang ?? request.site.locale, request.params.slug) }));
  route(app, endpoints.blogPosts, async (request) => ({ data: await blogPostList(request.siteScope(), request.query) }));
  route(app, endpoints.events, async (request) => ({ data: await eventList(request.siteScope()) }));
  route(app, endpoints.event, async (request) => ({ data: await eventDetail(request.siteScope(), request.params.id) }));
  route(app, endpoints.documents, async (request) => ({ data: await documentList(request.siteScope(), publicFiles(app.deps.config)) }));
  route(app, endpoints.careers, async (request) => ({ data: await careerList(request.siteScope()) }));
  route(app, endpoints.career, async (request) => ({ data: await careerDetail(request.siteScope(), request.params.id) }));
  route(app, endpoints.blogPost, async (request) => ({ data: await blogPostDetail(request.siteScope(), request.params.id) }));
  route(app, endpoints.blogCategories, async (request) => ({ data: await blogCategories(request.siteScope()) }));
}
