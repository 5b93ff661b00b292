import { safeRedirectTarget } from '@konfety/domain/redirect';
import type { DataLayerEvent } from './analytics';
import type { ActionOutcome } from './post-form';
import { type Locale, localePath } from '../routing/route-names';

/**
 * The login form's rules on both sides of the wire (no server code: the browser bundles it).
 * SPEC §2/§4: a successful login goes to the page that was asked for (`?redirect=`, a local path only), or to
 * the account.
 */
export function loginTarget(search: string, locale: Locale): string {
  return requestedPage(search) || localePath('account', locale);
}

/** The local page an auth guard remembered in `?redirect=` (routing/guards.server.ts), or '' when there is none. */
export function requestedPage(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'), '');
}

/** What the login action (routes/actions/login.ts) answers a script. */
export interface LoginOutcome extends ActionOutcome {
  /** The API's error code of a refused login (`invalid_credentials`, `validation`, `too_many_attempts` …). */
  error?: string | null;
  /** Where a successful login goes. */
  redirectTo?: string;
  /** What changed while the guest cart was carried into the account (capped, dropped lines, vouchers). */
  notices?: string[];
  /** A successful login's data-layer event (lib/analytics.server.ts, packed as JSON), pushed by the document's head script. */
  dataLayer?: string;
  unanswered?: true;
}

export type LoginFailureReason = 'invalid_credentials' | 'invalid_input' | 'too_many_attempts' | 'no_answer' | 'other';

/** Why a login failed, as a code: the form's own checks, the API's answer, or no answer at all. */
export function loginFailureReason(outcome: Pick<LoginOutcome, 'error' | 'errors' | 'unanswered'> | null, checkedInForm = false): LoginFailureReason {
  if (checkedInForm) return 'invalid_input';
  if (!outcome || outcome.unanswered) return 'no_answer';
  if (outcome.error === 'invalid_credentials' || outcome.error === 'too_many_attempts') return outcome.error;
  if (outcome.error === 'validation' || (outcome.errors && Object.keys(outcome.errors).length > 0)) return 'invalid_input';
  return 'other';
}

/** SPEC §4/§8: the analytics event of a failed login — the reason's code and the strategy, nothing the visitor typed. */
export function loginFailedEvent(reason: LoginFailureReason): DataLayerEvent {
  return { event: 'login_failed', login_method: 'local', reason };
}
