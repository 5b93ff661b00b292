import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../app/root';

/**
 * The root's error page when no loader data reached it: after a failed action React Router runs only the loaders
 * above the route whose boundary shows the error (the root's), and the root loader may fail itself. Issue 35: a post
 * to a page without an action rendered the global UI, whose texts come from the root loader, and the page was
 * React Router's bare "Unexpected Server Error".
 */
async function render(path: string, init: RequestInit = {}, rootLoader: () => unknown = () => ({ locale: 'cs' })) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      ErrorBoundary,
      Component: () => null,
      children: [{ id: 'category.cs', path: ':id/:category', loader: () => null, Component: () => null }],
    },
  ];
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://shop.test${path}`, init));
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
  return { status: result.statusCode, html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

const post = { method: 'POST', body: new URLSearchParams({ a: '1' }) };

describe('the error page without the root loader’s data', () => {
  it('renders a post to a page without an action as its 405 page, with the texts the bundle carries', async () => {
    const { status, html, text } = await render('/1/kostymy', post);
    expect(status).toBe(405);
    expect(text).toContain('Chyba 405');
    expect(text).toContain('Něco se pokazilo');
    expect(text).toContain('Zpět na úvodní stránku');
    expect(html).toContain('href="/"');
    // Nothing that needs the root loader's messages: no progress bar, no snackbars, no chrome.
    expect(html).not.toContain('role="progressbar"');
    expect(html).not.toContain('<header');
  });

  it('renders a failed root loader as its 500 page', async () => {
    const { status, text } = await render('/1/kostymy', {}, () => {
      throw new Error('the API is down');
    });
    expect(status).toBe(500);
    expect(text).toContain('Chyba 500');
  });
});
