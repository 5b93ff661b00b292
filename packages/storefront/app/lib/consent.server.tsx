import { renderToStaticMarkup } from 'react-dom/server';
import { CONSENT_CATEGORIES, type ConsentChoice, consentSignals, parseConsent } from '@konfety/domain/consent';
import { translate, type UiKey } from '../i18n/catalogue.server';
import { type Locale, localePrefix, localeOfPath } from '../routing/route-names';
import { CONSENT_BAR_ID } from './cookie-names';
import { PRIVACY_PATH } from './content-paths';
import { scriptJson } from './json-ld';

/*
 * Cookie consent and the tag manager (issue 41; SPEC §4, §7), written into the document on the server by
 * entry.server.tsx through lib/document-stream.server.ts, outside React's tree: the browser's bundle carries none of
 * it, and it works without JavaScript.
 *
 * - The head gets one inline script: Consent Mode v2's defaults (everything optional denied), then the visitor's
 *   choice as an update when the consent cookie holds one, then the tag manager's container (when configured). So
 *   no tag runs before the defaults, and a returning visitor's choice is known before the container starts.
 * - After the page (beside React Router's scripts, where hydration never looks) the bar: a plain form posted to
 *   `/_/consent` (routes/actions/consent.ts), which sets the cookie and sends the visitor back (303) to the page,
 *   whose head then carries the new choice. Shown until a choice is made; afterwards hidden, and opened again by
 *   the footer's "Nastavení cookies" (`#nastaveni-cookies`, CSS `:target`).
 *
 * Both depend only on the consent cookie, the site's language, the page's address and the configuration, which
 * the page cache keys a stored page by (PAGE_VARIANT_COOKIES), and the form's CSRF token is the page cache's
 * stand-in on a kept page, as every form's.
 */

export interface TagManager {
  id: string;
  scriptUrl: string;
}

/**
 * The data layer's e-commerce events (lib/analytics.server.ts) pushed as React Router shows what they belong to: a
 * page's loaders' `dataLayer` when its navigation has settled (once per location: an action's revalidation is not
 * a new view), a form's answer's (a fetcher's, an action's) when it arrives. It watches the router React Router
 * makes in the browser (`window.__reactRouterDataRouter`, set as the app starts: caught by a setter), so no tracking
 * code travels in the bundle, and a page's first events arrive with its hydration as a navigation's do. An event
 * with `once` is pushed once per browser for its key (the purchase, whose summary page may be loaded again). A
 * page's `dataLayerOn` names events for its form's choices (`name=value` of a changed field; `*`: what each carries).
 * On the first client-side navigation it also takes the first page's structured data and language alternates out of
 * the head (lib/page-head.server.ts writes them for the document only): they describe a page no longer shown.
 */
export const DATA_LAYER_SCRIPT =
  '(function(w){var L=w.dataLayer,key,seen=new WeakSet(),router,on={};' +
  'function each(list){if(typeof list==="string")try{list=JSON.parse(list)}catch(x){return}if(!Array.isArray(list))return;for(var i=0;i<list.length;i++){var e=list[i];if(e&&e.once){var k="konfety_dl_"+e.once;try{if(localStorage.getItem(k))continue;localStorage.setItem(k,"1")}catch(x){}e=Object.assign({},e);delete e.once}L.push(e)}}' +
  'function from(d){if(d&&typeof d==="object"&&!seen.has(d)){seen.add(d);each(d.dataLayer)}}' +
  'function update(s){try{if(s.navigation.state==="idle"){if(s.location.key!==key){if(key!==undefined)document.querySelectorAll(\'head script[type="application/ld+json"],head link[rel="alternate"][hreflang]\').forEach(function(n){n.remove()});key=s.location.key;for(var id in s.loaderData)from(s.loaderData[id])}on={};for(var r in s.loaderData){var o=s.loaderData[r]&&s.loaderData[r].dataLayerOn;if(typeof o==="string")try{Object.assign(on,JSON.parse(o))}catch(x){}}}s.fetchers.forEach(function(f){if(f.state==="idle")from(f.data)});for(var a in s.actionData||{})from(s.actionData[a])}catch(x){}}' +
  'document.addEventListener("change",function(e){var t=e.target,c=t&&t.name&&on[t.name+"="+t.value];if(c){L.push({ecommerce:null});L.push({event:c.event,ecommerce:Object.assign({},on["*"],c.ecommerce)})}},true);' +
  'Object.defineProperty(w,"__reactRouterDataRouter",{configurable:true,get:function(){return router},set:function(r){router=r;try{r.subscribe(update);update(r.state)}catch(x){}}})})(window);';

/** The head's inline script: Consent Mode's defaults, the visitor's choice, the data layer's events, the tag manager's container. */
export function consentHeadScript(choice: ConsentChoice | null, tagManager: TagManager | null | undefined): string {
  const parts = [
    'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};',
    // Tags that respect Consent Mode wait up to half a second for an update before they read the defaults.
    `gtag("consent","default",${scriptJson({ ...consentSignals(null), wait_for_update: 500 })});`,
  ];
  if (choice) parts.push(`gtag("consent","update",${scriptJson(consentSignals(choice))});`);
  parts.push(DATA_LAYER_SCRIPT);
  if (tagManager) {
    const src = `${tagManager.scriptUrl}?id=${encodeURIComponent(tagManager.id)}`;
    // Google's container snippet: the start time and event the container expects, then its script, async.
    parts.push(
      `dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});(function(d){var s=d.createElement("script");s.async=true;s.src=${scriptJson(src)};d.head.appendChild(s)})(document);`,
    );
  }
  return parts.join('');
}

function ConsentBar({ locale, choice, csrfToken, back }: { locale: Locale; choice: ConsentChoice | null; csrfToken: string | null; back: string }) {
  const t = (key: UiKey) => translate(locale, key);
  const decided = choice !== null;
  return (
    <section id={CONSENT_BAR_ID} className={decided ? 'consent consent--decided' : 'consent'} aria-labelledby="consent-title" tabIndex={-1}>
      <form method="post" action="/_/consent" className="consent__form">
        {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
        <input type="hidden" name="redirectTo" value={back} />
        <div className="consent__intro">
          <h2 id="consent-title" className="consent__title">
            {t('consent.title')}
          </h2>
          <p className="consent__text">
            {t('consent.text')} <a href={`${localePrefix(locale)}${PRIVACY_PATH}`}>{t('consent.privacy')}</a>
          </p>
        </div>
        <details className="consent__settings" open={decided}>
          <summary>{t('consent.settings')}</summary>
          <fieldset className="consent__categories">
            <legend className="visually-hidden">{t('consent.categories')}</legend>
            <label className="consent__category">
              <input type="checkbox" role="switch" checked disabled aria-describedby="consent-technical" />
              <span className="consent__name">{t('consent.technical')}</span>
              <span className="consent__about" id="consent-technical">
                {t('consent.technical.text')}
              </span>
            </label>
            {CONSENT_CATEGORIES.map((category) => (
              <label key={category} className="consent__category">
                <input type="checkbox" role="switch" name={category} value="1" defaultChecked={choice?.[category] ?? false} aria-describedby={`consent-${category}`} />
                <span className="consent__name">{t(`consent.${category}`)}</span>
                <span className="consent__about" id={`consent-${category}`}>
                  {t(`consent.${category}.text`)}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="selected" className="button button--secondary">
            {t('consent.saveSelected')}
          </button>
        </details>
        <div className="consent__buttons">
          <button type="submit" name="intent" value="all" className="button button--primary">
            {t('consent.acceptAll')}
          </button>
          <button type="submit" name="intent" value="none" className="button button--primary">
            {t('consent.rejectAll')}
          </button>
          {decided ? (
            <a href="#zavrit-cookies" className="consent__close">
              {t('consent.close')}
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}

export interface ConsentDocument {
  /** The head's inline script's text (entry.server.tsx puts it into a `<script>` with the render's nonce). */
  headScript: string;
  /** The bar's markup, written after the page. */
  bar: string;
}

/**
 * What a page's document gets: its consent cookie's choice (`consentValue`, the cookie's parsed value) on the page
 * of `url`. The bar goes back to the page's address after a choice.
 */
export function consentDocument({ url, consentValue, csrfToken, tagManager }: { url: URL; consentValue: unknown; csrfToken: string | null | undefined; tagManager: TagManager | null | undefined }): ConsentDocument {
  const choice = parseConsent(typeof consentValue === 'string' ? consentValue : null);
  const locale = localeOfPath(url.pathname);
  return {
    headScript: consentHeadScript(choice, tagManager),
    bar: renderToStaticMarkup(<ConsentBar locale={locale} choice={choice} csrfToken={csrfToken ?? null} back={`${url.pathname}${url.search}`} />),
  };
}
