import { renderToStaticMarkup } from 'react-dom/server';
import { pictureSources } from '@konfety/domain/media';
import { translate, type UiKey } from '../i18n/catalogue.server';
import type { Banner } from './api.server';
import type { ShellData } from './shell';
import { safeRedirectTarget } from './forms.server';

/*
 * The intro popup (SPEC §4, §9; issue 41), written into the document on the server after the page, like the consent
 * bar (lib/consent.server.tsx), with a small inline script instead of code in the bundle: a visitor meets it once, on
 * the first page of a visit, and a page reached by a client-side navigation never needs it.
 *
 * It opens INTRO_POPUP_DELAY_MS after the page has loaded, as a modal `<dialog>` (the rest of the page inert, the
 * focus inside and back where it was on closing), only while the `intropopup` setting is active, the visitor has not
 * hidden it (its cookie), and a banner exists for the window's width (`banner.popup_desktop` from 768 px,
 * `banner.popup_mobile` below). Closing it, following its banner, or subscribing to the newsletter in it hides it
 * for 1 209 600 s (the action `/_/intro-popup`, or the newsletter's with `introPopup`). Without JavaScript it never
 * opens (nothing would close it). With a captcha configured its newsletter form carries the notice (lib/captcha.server.ts)
 * and the script fetches a token before it posts, loading the provider's script itself (lib/captcha.ts, the
 * React forms' guard, may not be there: it comes with the first focus in one of them).
 */

export interface IntroPopupSetting {
  is_active?: boolean;
  title?: string;
  text?: string;
  show_newsletter?: boolean;
}

/** SPEC §9: the popup opens 3 s after the page has loaded; hidden, it stays hidden for 1 209 600 s (14 days). */
export const INTRO_POPUP_DELAY_MS = 3000;
export const INTRO_POPUP_HIDDEN_SECONDS = 1_209_600;

/** The width from which the desktop banner is the one shown (the shop's tablet breakpoint). */
const DESKTOP_FROM = 768;

/**
 * The script: the same text on every page (a page-cache copy allows it by one hash). It opens the dialog when the
 * window's banner exists, and tells the shop when it is closed, its banner followed, or the newsletter in it used.
 */
export const INTRO_POPUP_SCRIPT = `(function(){var d=document,p=d.getElementById("intro-popup");if(!p||!p.showModal)return;var w=matchMedia("(min-width: ${DESKTOP_FROM}px)").matches?"desktop":"mobile";if(!p.hasAttribute("data-"+w))return;var f=p.querySelector("form.intro-popup__hide"),done=0;function hide(){if(done)return;done=1;fetch(f.action,{method:"POST",body:new FormData(f),credentials:"same-origin",keepalive:true,headers:{accept:"application/json"}})}function start(){setTimeout(function(){p.setAttribute("data-shown",w);p.showModal()},${INTRO_POPUP_DELAY_MS})}p.addEventListener("close",hide);f.addEventListener("submit",function(e){e.preventDefault();p.close()});p.querySelectorAll(".intro-popup__banner").forEach(function(a){a.addEventListener("click",hide)});var n=p.querySelector("form.intro-popup__newsletter");function token(cb){var c=n.querySelector("[data-captcha][data-src]");if(!c)return cb();var f=c.querySelector("input"),src=c.getAttribute("data-src");if(f.value)return cb();function go(){var g=window.grecaptcha;if(!g)return cb();g.ready(function(){g.execute(new URL(src,location.href).searchParams.get("render"),{action:c.getAttribute("data-captcha")}).then(function(t){f.value=t;cb()},cb)})}if(window.grecaptcha)go();else{var t=d.createElement("script");t.src=src;t.async=true;t.onload=go;t.onerror=cb;d.head.appendChild(t)}}if(n)n.addEventListener("submit",function(e){e.preventDefault();var s=n.querySelector("[role=status]"),b=n.querySelector("button");b.disabled=true;token(function(){var body=new FormData(n),f=n.querySelector("[data-captcha] input");if(f)f.value="";fetch(n.action,{method:"POST",body:body,credentials:"same-origin",headers:{accept:"application/json"}}).then(function(r){return r.json()}).then(function(j){s.textContent=j.message||(j.errors&&Object.values(j.errors)[0])||"";b.disabled=false;if(j.ok){done=1;setTimeout(function(){p.close()},1500)}},function(){b.disabled=false})})});if(d.readyState==="complete")start();else addEventListener("load",start)})()`;

function BannerPicture({ banner, media, width, height }: { banner: Banner; media?: string; width: number; height: number }) {
  const { srcSets, src } = pictureSources(banner.path);
  const sizes = media ? '(min-width: 960px) 720px, 80vw' : '90vw';
  return (
    <>
      <source media={media} type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      <source media={media} type="image/webp" srcSet={srcSets.webp} sizes={sizes} />
      {media ? null : <img src={banner.path ? src : (banner.image ?? src)} alt={banner.title} width={width} height={height} loading="lazy" decoding="async" className="intro-popup__image" />}
    </>
  );
}

function IntroPopup({
  setting,
  desktop,
  mobile,
  locale,
  csrfToken,
  captcha,
}: {
  setting: IntroPopupSetting;
  desktop: Banner | null;
  mobile: Banner | null;
  locale: string;
  csrfToken: string | null;
  captcha: ShellData['captcha'];
}) {
  const t = (key: UiKey) => translate(locale, key);
  const shown = (desktop ?? mobile)!;
  const link = safeRedirectTarget(shown.url ?? '/');
  const picture = (
    <picture>
      {desktop ? <BannerPicture banner={desktop} media={`(min-width: ${DESKTOP_FROM}px)`} width={900} height={560} /> : null}
      <BannerPicture banner={mobile ?? desktop!} width={mobile ? 600 : 900} height={mobile ? 800 : 560} />
    </picture>
  );
  const csrf = csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null;
  return (
    <dialog id="intro-popup" className="intro-popup" aria-labelledby="intro-popup-title" data-desktop={desktop ? '' : undefined} data-mobile={mobile ? '' : undefined}>
      <form method="post" action="/_/intro-popup" className="intro-popup__hide">
        {csrf}
        <button type="submit" className="intro-popup__close" aria-label={t('introPopup.close')}>
          ×
        </button>
      </form>
      <h2 id="intro-popup-title" className="intro-popup__title">
        {setting.title || shown.title}
      </h2>
      {shown.url ? (
        <a href={shown.url.startsWith('/') ? link : shown.url} className="intro-popup__banner" target={shown.target === '_blank' ? '_blank' : undefined} rel={shown.target === '_blank' ? 'noopener' : undefined}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {setting.text ? <p className="intro-popup__text">{setting.text}</p> : null}
      {setting.show_newsletter ? (
        <form method="post" action="/_/newsletter" className="intro-popup__newsletter">
          {csrf}
          <input type="hidden" name="introPopup" value="1" />
          <label htmlFor="intro-popup-email">{t('introPopup.email')}</label>
          <div className="intro-popup__row">
            <input id="intro-popup-email" type="email" name="email" required autoComplete="email" maxLength={254} />
            <button type="submit" className="button button--primary">
              {t('introPopup.subscribe')}
            </button>
          </div>
          <p role="status" className="intro-popup__status" />
          {captcha ? <p data-captcha="newsletter" {...captcha} /> : null}
        </form>
      ) : null}
    </dialog>
  );
}

/** The popup's markup and script for a page, or '' when it has nothing to show to this visitor. */
export function introPopupDocument({ shell, hidden, nonce }: { shell: ShellData; hidden: boolean; nonce: string | undefined }): string {
  const setting = shell.settings.intropopup as IntroPopupSetting | undefined;
  if (hidden || shell.maintenance || !setting?.is_active || !shell.poster) return '';
  const desktop = shell.poster['banner.popup_desktop'][0] ?? null;
  const mobile = shell.poster['banner.popup_mobile'][0] ?? null;
  if (!desktop && !mobile) return '';
  const markup = renderToStaticMarkup(<IntroPopup setting={setting} desktop={desktop} mobile={mobile} locale={shell.locale} csrfToken={shell.csrfToken} captcha={shell.captcha} />);
  return `${markup}<script${nonce ? ` nonce="${nonce}"` : ''}>${INTRO_POPUP_SCRIPT}</script>`;
}
