import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, endpointPath, fetchTransport, type ApiRequest } from '../../app/lib/api.server';
import { stub, stubLoadContext } from './support/load-context';

describe('the API client', () => {
  it('fills the path parameters of an endpoint key (encoded) and adds the query without unset fields', () => {
    expect(endpointPath('GET /orders/summary/:id/:hash', { params: { id: 7, hash: 'a/b c' } })).toBe('/orders/summary/7/a%2Fb%20c');
    expect(endpointPath('GET /catalog/category/:id/products', { params: { id: 12 }, query: { sort: 'name', in_stock: undefined, page: 2 } })).toBe('/catalog/category/12/products?sort=name&page=2');
    expect(endpointPath('GET /lists/currencies')).toBe('/lists/currencies');
    // a list as the parameter repeated, in its order
    expect(endpointPath('GET /catalog/products/new', { query: { size: ['M', '110-116'], color: [], brand: ['a-b'] } })).toBe('/catalog/products/new?size=M&size=110-116&brand=a-b');
  });

  it('calls with the method of the key, the site, the token and the body; answers the JSON, throws ApiError for 4xx', async () => {
    const sent: ApiRequest[] = [];
    const answers = [
      { status: 200, body: { product: { id: 5 }, quantity: 2 } },
      { status: 422, body: { error: 'validation', message: 'Neplatné množství.' } },
    ];
    const api = createApiClient(async (request) => (sent.push(request), answers.shift()!), { clientUrl: 'https://konfety.cz', token: 't0k3n' });
    const body = { id: 5, variantId: 9, quantity: 2 };
    expect(await api.call('PUT /cart/:cartId', { params: { cartId: 'abc' }, body })).toMatchObject({ quantity: 2 });
    expect(sent[0]).toEqual({ method: 'PUT', path: '/api/cart/abc', headers: { 'client-url': 'https://konfety.cz', accept: 'application/json', authorization: 'Bearer t0k3n' }, body });
    const refused = await api.call('PUT /cart/:cartId', { params: { cartId: 'abc' }, body }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, message: 'Neplatné množství.' });
  });
});

describe('files from the API (an invoice’s PDF)', () => {
  it('are fetched as their bytes with their type and name; an error is ApiError with the JSON body', async () => {
    const bytes = Buffer.from('%PDF-1.7\n\xff\x00\x80%%EOF', 'latin1');
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/api/account/orders/30/invoices/501/pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="FV2026000001.pdf"' }).end(bytes);
      } else res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found', message: 'Nenalezeno.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const api = createApiClient(fetchTransport(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), { clientUrl: 'https://konfety.cz', token: 't0k3n' });
      const pdf = await api.file('GET /account/orders/:id/invoices/:invoiceId/pdf', { params: { id: 30, invoiceId: 501 } });
      expect(Buffer.from(pdf.bytes).equals(bytes)).toBe(true);
      expect(pdf).toMatchObject({ contentType: 'application/pdf', contentDisposition: 'attachment; filename="FV2026000001.pdf"' });
      expect(seen[0]).toMatchObject({ authorization: 'Bearer t0k3n', 'client-url': 'https://konfety.cz', accept: '*/*' });
      const missing = await api.file('GET /account/orders/:id/invoices/:invoiceId/pdf', { params: { id: 30, invoiceId: 502 } }).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(ApiError);
      expect(missing).toMatchObject({ status: 404, body: { error: 'not_found' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('route-test stubs', () => {
  it('answer the requests of their key: its method, a path that fits its pattern, any query', async () => {
    const { context } = stubLoadContext(stub('GET /videos', { data: [] }), stub('POST /account/addresses/:id/default', { error: 'not_found' }, 404));
    const ask = (method: ApiRequest['method'], path: string) => context.apiTransport({ method, path, headers: {} });
    expect(await ask('GET', '/api/videos?lang=cs')).toEqual({ status: 200, body: { data: [] } });
    expect((await ask('GET', '/api/videos/4')).status).toBe(404);
    expect((await ask('POST', '/api/videos')).status).toBe(404);
    expect(await ask('POST', '/api/account/addresses/12/default')).toEqual({ status: 404, body: { error: 'not_found' } });
    expect((await ask('POST', '/api/account/addresses')).status).toBe(404);
  });
});
