import { CAPTCHA_MAX_AGE_SECONDS, type CaptchaAction, isCaptchaTokenShape } from '@konfety/domain/captcha';
import { formatMessage, type MessageKey } from '@konfety/domain/i18n';
import { FORM_ERROR_KEY } from '@konfety/domain/validation';
import { ApiError } from '../../errors';
import type { Logger } from '../../logger';
import type { SiteScope } from '../../shop-context';
import { type CaptchaProvider, CaptchaProviderError } from './recaptcha';

/** One form's submission as the captcha check sees it. */
export interface CaptchaSubmission {
  /** The action the endpoint declares (`captcha: 'newsletter'`): the token must have been made for it. */
  action: CaptchaAction;
  /** The token the client sent, as it sent it (null when it sent none). */
  token: string | null;
  /** The visitor's address, which the provider weighs in (`remoteip`). */
  remoteIp: string | null;
  /** The host the form's page must have been on: the site's (the request's `client-url`). */
  hostname: string;
}

/** `passed`: the provider vouched for the token. `unverified`: the provider could not be asked, and the form goes on (fail open). */
export type CaptchaOutcome = 'passed' | 'unverified';

/** Why a token was refused, for the log (never the token, the address or anything of the form). */
type Refusal = 'malformed_token' | 'provider_refused' | 'action' | 'hostname' | 'stale' | 'score';

/** The provider's codes that mean the shop's own configuration is wrong, not the visitor's token. */
const SHOP_SIDE_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

/** A 422 whose text is for the whole form (`errors._form`), as every form shows its form-wide message. */
function refusal(locale: string, code: 'captcha_missing' | 'captcha_failed', key: MessageKey): ApiError {
  const message = formatMessage(locale, key);
  return new ApiError(422, code, message, { errors: { [FORM_ERROR_KEY]: [message] } });
}

/**
 * The captcha rule of a public form (ARCHITECTURE "Captcha"), the same for every form that declares one. Refused with a
 * 422: no token (the form's own text: JavaScript must be on), or a token the provider does not vouch for as made on
 * this site, for this form, within `CAPTCHA_MAX_AGE_SECONDS`, by someone scoring at least `threshold` (try again).
 * When the provider cannot answer (down, slow, a 5xx) or refuses the shop's own secret, the form goes on unverified
 * and the failure is logged: a spam filter is not worth turning customers away for (the forms' own limits stay).
 */
export async function checkCaptcha(scope: SiteScope, provider: CaptchaProvider, threshold: number, submission: CaptchaSubmission, log: Logger): Promise<CaptchaOutcome> {
  const { action, token } = submission;
  if (token === null || token.trim() === '') throw refusal(scope.locale, 'captcha_missing', `captcha.missing.${action}`);
  const refuse = (reason: Refusal, score: number | null = null): never => {
    log.info({ captcha: { action, reason, score } }, 'captcha refused');
    throw refusal(scope.locale, 'captcha_failed', 'captcha.failed');
  };
  if (!isCaptchaTokenShape(token)) return refuse('malformed_token');
  let verdict;
  try {
    verdict = await provider.verify(token, submission.remoteIp);
  } catch (error) {
    if (!(error instanceof CaptchaProviderError)) throw error;
    log.error({ captcha: { action, reason: error.reason, status: error.status ?? null } }, 'captcha provider unavailable: the form goes on unverified');
    return 'unverified';
  }
  if (!verdict.success) {
    if (verdict.errorCodes.some((code) => SHOP_SIDE_ERRORS.has(code))) {
      log.error({ captcha: { action, errorCodes: verdict.errorCodes } }, 'captcha provider refused the secret key (RECAPTCHA_SECRET_KEY): the form goes on unverified');
      return 'unverified';
    }
    return refuse('provider_refused');
  }
  if (verdict.action !== action) return refuse('action', verdict.score);
  if (verdict.hostname?.toLowerCase() !== submission.hostname.toLowerCase()) return refuse('hostname', verdict.score);
  if (verdict.challengeTs === null || scope.now.getTime() - verdict.challengeTs.getTime() > CAPTCHA_MAX_AGE_SECONDS * 1000) return refuse('stale', verdict.score);
  if (verdict.score === null || verdict.score < threshold) return refuse('score', verdict.score);
  return 'passed';
}
