import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Packeta widget library (widget.packeta.com
 * library.js), for development and browser tests: no network, no API key
 * check. `GET /library.js` defines `window.Packeta.Widget.pick(apiKey,
 * callback, options)`, which opens an accessible modal dialog listing the
 * points of `options.country` (`TEST_PICKUP_POINTS`, Czech ones by default);
 * choosing one calls `callback(point)`, closing it calls `callback(null)` —
 * as the real widget does.
 */
export const TEST_PICKUP_POINTS = [
  { id: '9001', name: 'Z-BOX Praha 1, Národní', street: 'Národní 10', city: 'Praha', zip: '11000' },
  { id: '9002', name: 'Výdejní místo Brno, Veveří', street: 'Veveří 5', city: 'Brno', zip: '60200' },
  { id: '9003', name: 'Výdejní místo Ostrava, Nádražní', street: 'Nádražní 20', city: 'Ostrava', zip: '70200' },
] as const;

/** The Slovak shop's (`options.country` 'sk'). */
export const TEST_PICKUP_POINTS_SK = [
  { id: '9101', name: 'Z-BOX Bratislava, Obchodná', street: 'Obchodná 12', city: 'Bratislava', zip: '81106' },
  { id: '9102', name: 'Výdajné miesto Košice, Hlavná', street: 'Hlavná 40', city: 'Košice', zip: '04001' },
] as const;

export interface TestPacketaWidget {
  baseUrl: string;
  /** What PACKETA_WIDGET_URL should be set to. */
  libraryUrl: string;
  stop(): Promise<void>;
}

const library = () => `(function () {
  var byCountry = ${JSON.stringify({ cz: TEST_PICKUP_POINTS, sk: TEST_PICKUP_POINTS_SK })};
  function pick(apiKey, callback, options) {
    var points = byCountry[(options && options.country) || 'cz'] || [];
    var previous = document.activeElement;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'packeta-test-title');
    dialog.className = 'packeta-test-widget';
    var title = document.createElement('h2');
    title.id = 'packeta-test-title';
    title.textContent = 'Výběr výdejního místa';
    dialog.appendChild(title);
    var list = document.createElement('ul');
    var done = false;
    function finish(point) {
      if (done) return;
      done = true;
      dialog.close();
      dialog.remove();
      if (previous && previous.focus) previous.focus();
      callback(point);
    }
    points.forEach(function (p) {
      var li = document.createElement('li');
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = p.name + ', ' + p.street + ', ' + p.zip + ' ' + p.city;
      b.addEventListener('click', function () { finish(p); });
      li.appendChild(b);
      list.appendChild(li);
    });
    dialog.appendChild(list);
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Zavřít';
    close.addEventListener('click', function () { finish(null); });
    dialog.appendChild(close);
    dialog.addEventListener('cancel', function (e) { e.preventDefault(); finish(null); });
    dialog.dataset.apiKey = String(apiKey);
    dialog.dataset.country = String((options && options.country) || '');
    document.body.appendChild(dialog);
    dialog.showModal();
  }
  window.Packeta = { Widget: { pick: pick } };
})();
`;

export async function startTestPacketaWidget(options: { port?: number; host?: string } = {}): Promise<TestPacketaWidget> {
  const body = library();
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/library.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
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
    libraryUrl: `${baseUrl}/library.js`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
