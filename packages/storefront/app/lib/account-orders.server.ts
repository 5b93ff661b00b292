import { z } from 'zod';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { AccountOrder, AccountOrderList } from '@konfety/api/contract';
import { translate } from '../i18n/catalogue.server';
import { shellErrorsCs, shellErrorsEn, shellErrorsSk } from '../i18n/shell-errors';
import { guardRedirect } from '../routing/guards.server';
import { pagePath } from '../routing/page-modules';
import { type Locale, localeOfPath, localePath } from '../routing/route-names';
import { ApiError, type ApiClient } from './api.server';
import { PRIVATE_PAGE_HEADERS } from './page-headers';
import { orderDocumentParams } from './params.server';
import { visitor } from './session.server';

/** `/ucet?strana=N`: the order list's page; anything but a page number is page 1, so a mangled link still opens. */
export const accountOrdersSearch = z.object({ strana: z.coerce.number().int().min(1).max(10000).catch(1) });

/**
 * The API client with the customer's token. The auth guard above the page sends an anonymous visitor home
 * before this page's answer counts; the page does the same itself (the guard's redirect target), so it never
 * asks the API without a token.
 */
async function customerApi(request: Request, context: AppLoadContext): Promise<ApiClient> {
  const v = await visitor(request, context);
  if (!v.token) throw toLogin(request);
  return v.api;
}

function toLogin(request: Request): Response {
  return redirect(guardRedirect('auth', false, new URL(request.url))!);
}

/** A token the API refuses (revoked, expired) makes the visitor anonymous: the guard's redirect (the guard beside the page clears the cookie). */
function unauthorized(request: Request, e: unknown): never {
  if (e instanceof ApiError && e.status === 401) throw toLogin(request);
  throw e;
}

export async function customerOrders(request: Request, context: AppLoadContext, page: number): Promise<AccountOrderList> {
  const api = await customerApi(request, context);
  return api.data('GET /account/orders', { query: { page } }).catch((e: unknown) => unauthorized(request, e));
}

/** One of the customer's orders; another customer's, a guest's or an unknown one is the page's 404. */
export async function customerOrder(request: Request, context: AppLoadContext, id: number): Promise<AccountOrder> {
  const api = await customerApi(request, context);
  try {
    return await api.data('GET /account/orders/:id', { params: { id } });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) throw data(null, { status: 404 });
    return unauthorized(request, e);
  }
}

/** A tax document of the order as its page links it: the storefront's download address of its PDF. */
export interface OrderDocumentLink {
  id: number;
  kind: AccountOrder['invoices'][number]['kind'];
  number: string;
  href: string;
}

/** The order's documents (oldest first, as the API lists them), each with the address that downloads it in the page's language. */
export function orderDocumentLinks(order: AccountOrder, locale: Locale): OrderDocumentLink[] {
  return order.invoices.map((d) => ({ id: d.id, kind: d.kind, number: d.number, href: pagePath('orderDocument', locale, { id: order.id, invoiceId: d.id }) }));
}

/**
 * `/ucet/objednavka/{id}/doklad/{invoiceId}`: the PDF of one of the customer's documents, as the API sends it
 * (`GET /api/account/orders/:id/invoices/:invoiceId/pdf`, the visitor's token), a download no cache keeps. The
 * route is a resource route, whose loader React Router runs without the auth guard's: an anonymous visitor gets the
 * guard's redirect from here (and a token the API refuses is forgotten, as the guard does). Anybody else's document,
 * an unknown one, or a malformed id is the 404.
 */
export async function customerDocument(request: Request, context: AppLoadContext, params: unknown): Promise<Response> {
  const parsed = orderDocumentParams.safeParse(params);
  if (!parsed.success) return documentNotFound(request);
  const v = await visitor(request, context);
  const toGuardTarget = () => redirect(guardRedirect('auth', false, new URL(request.url))!, { headers: v.clearing });
  if (!v.token) throw toGuardTarget();
  try {
    const pdf = await v.api.file('GET /account/orders/:id/invoices/:invoiceId/pdf', { params: { id: parsed.data.id, invoiceId: parsed.data.invoiceId } });
    const disposition = pdf.contentDisposition?.replace(/^\s*inline\b/i, 'attachment');
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': pdf.contentType,
        'content-disposition': disposition?.startsWith('attachment') ? disposition : 'attachment',
        'content-length': String(pdf.bytes.byteLength),
        ...PRIVATE_PAGE_HEADERS,
      },
    });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400 || e.status === 422)) return documentNotFound(request);
    if (e instanceof ApiError && e.status === 401) {
      await v.forgetToken();
      throw toGuardTarget();
    }
    throw e;
  }
}

/**
 * The 404 of the download address. React Router answers a route without a component (and without an error boundary)
 * with whatever its loader answers, and renders no page or error page for it, so this is a small page of its own in
 * the visitor's language, with the error page's texts and a way back to the orders; private like the account.
 */
function documentNotFound(request: Request): Response {
  const locale = localeOfPath(new URL(request.url).pathname);
  const texts = { ...shellErrorsCs, ...(locale === 'sk' ? shellErrorsSk : locale === 'en' ? shellErrorsEn : {}) };
  const title = texts['shell.error.status'].replace('{status}', '404');
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title}${texts['shell.meta.titleSuffix']}</title></head>` +
    `<body><main><h1>${title}</h1><p>${texts['shell.error.404.text']}</p>` +
    `<p><a href="${localePath('account', locale)}">${translate(locale, 'account.order.back')}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', ...PRIVATE_PAGE_HEADERS } });
}
