import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google Tag Manager's container script (www.googletagmanager.com/gtm.js?id=GTM-…), for the
 * browser tests and `npm run dev`. Like the real container it starts from `window.dataLayer`: it reads the consent
 * state the page had set by then (Consent Mode's `default` and `update` commands, pushed as `arguments` by gtag)
 * and records it with the container id in `window.__tagManagerStandIn`, then keeps watching the data layer, so a
 * test sees the order of things as the real container would (`loadedWith`: the consent when it started; `events`:
 * every event pushed, before or after). It sends nothing anywhere.
 */
export interface TestTagManager {
  baseUrl: string;
  /** What GTM_SCRIPT_URL should be set to. */
  scriptUrl: string;
  /** The container ids asked for, in order. */
  requests: string[];
  stop(): Promise<void>;
}

export const TEST_CONTAINER_ID = 'GTM-KONFETY1';

const container = (id: string) => `(function () {
  var layer = window.dataLayer = window.dataLayer || [];
  var consent = {};
  var events = [];
  function read(entry) {
    if (entry && typeof entry === 'object' && typeof entry.length === 'number' && entry[0] === 'consent') {
      var values = entry[2] || {};
      for (var k in values) if (k !== 'wait_for_update') consent[k] = values[k];
    } else if (entry && typeof entry === 'object' && typeof entry.event === 'string') {
      events.push(JSON.parse(JSON.stringify(entry)));
    }
  }
  layer.forEach(read);
  var loadedWith = JSON.parse(JSON.stringify(consent));
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) read(arguments[i]);
    return push.apply(layer, arguments);
  };
  window.__tagManagerStandIn = { id: ${JSON.stringify(id)}, loadedWith: loadedWith, consent: consent, events: events };
})();
`;

export async function startTestTagManager(options: { port?: number; host?: string } = {}): Promise<TestTagManager> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const id = url.searchParams.get('id');
    if (req.method === 'GET' && url.pathname === '/gtm.js' && id) {
      requests.push(id);
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(container(id));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${host}:${port}`;
  return {
    baseUrl,
    scriptUrl: `${baseUrl}/gtm.js`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
