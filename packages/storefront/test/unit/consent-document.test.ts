import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { consentDocument, consentHeadScript } from '../../app/lib/consent.server';
import { documentStream } from '../../app/lib/document-stream.server';
import { action as consentAction } from '../../app/routes/actions/consent';
import { routeArgs, stubLoadContext } from './support/load-context';

/*
 * Cookie consent written into the document on the server (lib/consent.server.tsx, issue 41): the head script's
 * Consent Mode defaults and update and the tag manager's container; the bar's form, its switches and its state;
 * both placed by the document stream where hydration never looks.
 */

/** Runs the head script against a fresh window and answers what it pushed and the scripts it added. */
function run(script: string): { layer: unknown[][]; added: string[] } {
  const layer: unknown[] = [];
  const added: string[] = [];
  const document = { createElement: () => ({}) as { src?: string }, head: { appendChild: (s: { src: string }) => added.push(s.src) }, addEventListener: () => undefined };
  const window: { dataLayer?: unknown[]; gtag?: unknown } = { dataLayer: layer };
  new Function('window', 'document', 'dataLayer', `var gtag;${script.replace(/window\.gtag=window\.gtag\|\|/, 'gtag=window.gtag=window.gtag||')}`)(window, document, layer);
  return { layer: layer.map((entry) => (typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : [entry])), added };
}

/** The bar's `<input>` named `name` (attributes in any order). */
const input = (html: string, name: string) => [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(` name="${name}"`)) ?? '';
const button = (html: string, value: string) => /<button\b[^>]*>([^<]*)</.exec([...html.matchAll(/<button\b[^>]*>[^<]*</g)].map((m) => m[0]).find((tag) => tag.includes(` value="${value}"`)) ?? '');

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', functionality_storage: 'granted', personalization_storage: 'denied', security_storage: 'granted' };

describe('the head script', () => {
  it('denies everything optional by default before any tag, and loads no container without one configured', () => {
    const { layer, added } = run(consentHeadScript(null, null));
    expect(layer).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(added).toEqual([]);
  });

  it('then tells a returning visitor’s choice, and only then starts the container', () => {
    const { layer, added } = run(consentHeadScript({ analytical: true, marketing: false, advertisement: false }, { id: 'GTM-TEST1', scriptUrl: 'http://127.0.0.1:9/gtm.js' }));
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(layer[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
    expect(layer[2]).toMatchObject([{ event: 'gtm.js' }]);
    expect(added).toEqual(['http://127.0.0.1:9/gtm.js?id=GTM-TEST1']);
  });
});

describe('the consent bar', () => {
  const url = new URL('http://localhost/produkt/12/balonek?barva=cervena');

  it('asks a new visitor: a form to /_/consent going back to the page, equal accept and reject buttons, the switches off', () => {
    const { bar } = consentDocument({ url, consentValue: undefined, csrfToken: 'token-1', tagManager: null });
    expect(bar).toContain('<section id="nastaveni-cookies" class="consent"');
    expect(bar).toMatch(/<form class="consent__form" action="\/_\/consent" method="post">/);
    expect(input(bar, '_csrf')).toContain('value="token-1"');
    expect(input(bar, 'redirectTo')).toContain('value="/produkt/12/balonek?barva=cervena"');
    const accept = button(bar, 'all');
    const reject = button(bar, 'none');
    expect([accept?.[1], reject?.[1]]).toEqual(['Přijmout vše', 'Odmítnout vše']);
    // Rejecting looks exactly as accepting does.
    expect(/class="([^"]+)"/.exec(accept![0])?.[1]).toBe(/class="([^"]+)"/.exec(reject![0])?.[1]);
    for (const category of ['analytical', 'marketing', 'advertisement']) {
      expect(input(bar, category)).toMatch(/type="checkbox" role="switch"/);
      expect(input(bar, category)).not.toContain('checked');
    }
    expect(bar).toMatch(/<input type="checkbox" role="switch" disabled="" aria-describedby="consent-technical" checked=""\/>/);
    expect(bar).not.toContain('consent--decided');
  });

  it('after a choice: hidden until the footer targets it, its switches as chosen, closable', () => {
    const { bar, headScript } = consentDocument({ url, consentValue: '1.010', csrfToken: null, tagManager: null });
    expect(bar).toContain('class="consent consent--decided"');
    expect(input(bar, 'marketing')).toContain('checked=""');
    expect(input(bar, 'analytical')).not.toContain('checked');
    expect(bar).toContain('Zavřít');
    expect(bar).not.toContain('_csrf');
    expect(headScript).toContain('"consent","update"');
  });

  it('speaks the page’s language', () => {
    const { bar } = consentDocument({ url: new URL('http://localhost/sk/kosik'), consentValue: null, csrfToken: null, tagManager: null });
    expect(bar).toContain('Prijať všetko');
    expect(bar).toContain('href="/sk/ochrana-osobnich-udaju"');
  });
});

describe('the document stream with the consent parts', () => {
  it('puts the head script right after the charset and the bar after the page, beside the router’s scripts', async () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body><div>page</div>' +
      '<script nonce="n" type="module" async="">window.__reactRouterRouteModules = {};</script></body></html>';
    const chunks: Buffer[] = [];
    const stream = Readable.from([Buffer.from(html)]).pipe(documentStream({ head: '<script nonce="n">HEAD</script>', afterPage: '<section id="bar"></section>' }));
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const out = Buffer.concat(chunks).toString('utf8');
    expect(out).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><script nonce="n">HEAD<\/script><title>/);
    expect(out.indexOf('<div>page</div>')).toBeLessThan(out.indexOf('<section id="bar">'));
    expect(out).toMatch(/<section id="bar"><\/section><\/body><\/html>$/);
  });
});

describe('the consent form’s action', () => {
  const post = (body: Record<string, string>) =>
    consentAction(routeArgs(stubLoadContext().context, '/_/consent', {}, { method: 'POST', body: new URLSearchParams(body), headers: { 'content-type': 'application/x-www-form-urlencoded' } }));

  it('stores the choice for a year and goes back to the page', async () => {
    const answer = (await post({ intent: 'selected', analytical: '1', redirectTo: '/kosik' })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/kosik');
    expect(answer.headers.get('set-cookie')).toMatch(/^konfety_consent=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('refuses a post that names no choice of the bar, storing nothing', async () => {
    const refused = (await post({ intent: 'maybe', redirectTo: '/kosik' }).catch((e: unknown) => e)) as Response;
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.json()).toMatchObject({ ok: false, error: 'bad_form' });
  });
});
