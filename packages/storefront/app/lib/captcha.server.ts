import { CAPTCHA_HEADER, CAPTCHA_POLICY_URLS, CAPTCHA_TOKEN_FIELD, type CaptchaAction, isCaptchaTokenShape } from '@konfety/domain/captcha';
import { FORM_ERROR_KEY } from '@konfety/domain/validation';
import { translate } from '../i18n/catalogue.server';
import type { Locale } from '../routing/route-names';
import type { ApiClient } from './api.server';
import type { ShopEndpointKey } from '@konfety/api/contract';
import type { StorefrontContext } from './context';
import type { CaptchaNoticeProps } from './shell';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The props of the notice every protected form shows when the shop has a captcha (ARCHITECTURE "Captcha"): Google's
 * terms let a site hide the reCAPTCHA badge when the text "protected by reCAPTCHA, Google's Privacy Policy and Terms of
 * Service apply" with those two links stands in the user flow. Made here, once per language (and action), with everything
 * the browser needs, so that a form adds only `<p data-captcha="<action>" {...shell.captcha} />` to its code (the
 * shell's props, for the chrome's newsletter), or `<p {...captcha} />` with the props its page's loader made for its `action`:
 *
 * - the text and links, as HTML (escaped catalogue texts, fixed URLs), and the hidden `captcha_token` field the
 *   browser fills just before the form goes (lib/captcha.ts), so a form's own fields stay as they were;
 * - `data-src`: the provider's script with the site key (`render`) and the page's language (`hl`).
 *
 * Without a captcha configured: null, and no form shows anything of it.
 */
export function captchaNotice(context: Pick<StorefrontContext, 'captcha'>, locale: Locale, action?: CaptchaAction): CaptchaNoticeProps | null {
  const captcha = context.captcha;
  if (!captcha) return null;
  const cacheKey = `${captcha.siteKey} ${captcha.scriptUrl} ${locale} ${action ?? ''}`;
  let props = notices.get(cacheKey);
  if (!props) {
    const link = (href: string, key: 'captcha.privacy' | 'captcha.terms') =>
      `<a href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(translate(locale, key))}</a>`;
    // The sentence with markers for the links, escaped as text, then the links put in.
    const text = escapeHtml(translate(locale, 'captcha.notice', { privacy: '\u0001', terms: '\u0002' }))
      .replace('\u0001', link(CAPTCHA_POLICY_URLS.privacy, 'captcha.privacy'))
      .replace('\u0002', link(CAPTCHA_POLICY_URLS.terms, 'captcha.terms'));
    const src = new URL(captcha.scriptUrl);
    src.searchParams.set('render', captcha.siteKey);
    src.searchParams.set('hl', locale);
    props = {
      ...(action ? { 'data-captcha': action } : {}),
      className: 'captcha-notice',
      'data-src': src.href,
      dangerouslySetInnerHTML: { __html: `<input type="hidden" name="${CAPTCHA_TOKEN_FIELD}" value="">${text}` },
    };
    notices.set(cacheKey, props);
  }
  return props;
}

const notices = new Map<string, CaptchaNoticeProps>();

/**
 * The API call's header with the form's captcha token (`captcha_token`, filled by the browser just before the form
 * went), or none when the form came without one (no JavaScript): the API then refuses it with the form's own text
 * if the shop has a captcha, and takes it if not. A value no provider makes (only a hand-made post sends one: white
 * space, control or non-ASCII characters, longer than 8 kB) counts as none, so nothing a visitor types becomes a header
 * the transport would refuse.
 */
export function captchaHeaders(form: FormData): Record<string, string> {
  const token = form.get(CAPTCHA_TOKEN_FIELD);
  return typeof token === 'string' && isCaptchaTokenShape(token) ? { [CAPTCHA_HEADER]: token } : {};
}

/**
 * The text of the API's refusal that concerns the whole form (`errors._form`: the captcha's, which says what to do),
 * if it gave one; forms show it as their alert instead of their generic "the form has errors".
 */
export function formWideError(errors: Record<string, string[]> | undefined): string | null {
  return errors?.[FORM_ERROR_KEY]?.[0] ?? null;
}

/**
 * `api` whose calls carry the form's captcha token (`captchaHeaders`): for helpers that send a form through a callback
 * of the page's (lib/inquiries.server.ts `handleInquiry`), so no content form can leave the token behind.
 */
export function withCaptchaToken(api: ApiClient, form: FormData): ApiClient {
  const headers = captchaHeaders(form);
  const call = (key: ShopEndpointKey, input?: { headers?: Record<string, string> }) => api.call(key as never, { ...input, headers: { ...input?.headers, ...headers } } as never);
  return { ...api, call: call as ApiClient['call'] };
}
