import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { CspNonceContext } from './lib/csp-nonce';
import { type DocumentExtras, documentStream } from './lib/document-stream.server';
import { consentDocument } from './lib/consent.server';
import { cookieJar } from './lib/cookies.server';
import { introPopupDocument } from './lib/intro-popup.server';
import { type RootData, shellOf } from './lib/shell';
import { documentPageHead } from './lib/page-head.server';

/**
 * React Router's default server entry (`npx react-router reveal entry.server`),
 * with the request's CSP nonce (load context `cspNonce`) on every inline
 * script React renders: `<Scripts>`/`<ScrollRestoration>` read it from
 * CspNonceContext, the streaming scripts get it through `nonce`; and the
 * document piped through `documentStream` (stylesheets first, scripts loaded
 * after the first paint).
 */
export const streamTimeout = 5_000;

/**
 * The consent script and bar (lib/consent.server.tsx) and the intro popup (lib/intro-popup.server.tsx) of a page that runs scripts; none for a page whose route says
 * it runs without them (`handle.scripts`: the frame layout's pages, shown inside the shop's own pages).
 */
async function documentExtras(request: Request, routerContext: EntryContext, loadContext: AppLoadContext, nonce: string | undefined): Promise<DocumentExtras> {
  const scriptless = routerContext.staticHandlerContext.matches.some((m) => (m.route.handle as { scripts?: boolean } | undefined)?.scripts === false);
  if (scriptless) return {};
  const jar = cookieJar(loadContext);
  const cookies = request.headers.get('cookie');
  const consentValue: unknown = await jar.consent.parse(cookies);
  const { headScript, bar } = consentDocument({ url: new URL(request.url), consentValue, csrfToken: loadContext.csrfToken, tagManager: loadContext.tagManager });
  // The intro popup belongs to the default layout's pages (SPEC §2), not to an error page.
  const root = routerContext.staticHandlerContext.loaderData.root as RootData | undefined;
  const defaultLayout = !routerContext.staticHandlerContext.errors && routerContext.staticHandlerContext.matches.some((m) => m.route.id === 'layout:default');
  const popup = root && defaultLayout ? introPopupDocument({ shell: shellOf(root), hidden: (await jar.introPopupHidden.parse(cookies)) === true, nonce }) : '';
  return { head: `<script${nonce ? ` nonce="${nonce}"` : ''}>${headScript}</script>`, afterPage: bar + popup };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const extras = await documentExtras(request, routerContext, loadContext, nonce);
  // The page's language alternates and structured data (lib/page-head.server.ts), after the consent script.
  const head = `${extras.head ?? ''}${await documentPageHead(loadContext, routerContext)}`;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // Stylesheets first, scripts after the first paint, the consent script and bar (lib/document-stream.server.ts).
          pipe(documentStream({ ...extras, head })).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router's document request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
