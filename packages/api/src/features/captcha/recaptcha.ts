import { z } from 'zod';

/**
 * Google reCAPTCHA's verification API (`POST https://www.google.com/recaptcha/api/siteverify`, form-encoded `secret`,
 * `response` = the browser's token, `remoteip`): answers JSON `{ success, score, action, challenge_ts, hostname,
 * 'error-codes' }`, 200 also for a token it refuses. `@konfety/test-support/recaptcha` speaks the same protocol on
 * 127.0.0.1 for development and tests.
 */
export interface CaptchaVerdict {
  success: boolean;
  /** v3: 0.0 (a bot, very likely) … 1.0 (a person, very likely). */
  score: number | null;
  action: string | null;
  /** When the browser got the token. */
  challengeTs: Date | null;
  /** The host name of the page the token was made on. */
  hostname: string | null;
  errorCodes: string[];
}

export interface CaptchaProvider {
  /** The provider's verdict on a token. Throws `CaptchaProviderError` when the provider cannot give one. */
  verify(token: string, remoteIp: string | null): Promise<CaptchaVerdict>;
}

/** The provider did not answer (unreachable, timed out, a non-2xx status, or an answer the shop cannot read). Never quotes the token. */
export class CaptchaProviderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'status' | 'malformed',
    readonly status?: number,
  ) {
    super(`captcha provider ${reason}${status ? ` ${status}` : ''}`);
    this.name = 'CaptchaProviderError';
  }
}

/** What the shop reads of the answer; anything else is ignored. */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** How long a verification may take before the provider counts as unavailable. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5000;

export function createRecaptchaProvider(options: { verifyUrl: string; secretKey: string; timeoutMs?: number; fetch?: typeof fetch }): CaptchaProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS;
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: unknown;
      try {
        // The timeout covers the body too: a provider that starts answering and stalls is as slow as a silent one.
        const res = await doFetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new CaptchaProviderError('status', res.status);
        body = await res.json();
      } catch (error) {
        if (error instanceof CaptchaProviderError) throw error;
        if ((error as Error)?.name === 'TimeoutError') throw new CaptchaProviderError('timeout');
        if (error instanceof SyntaxError) throw new CaptchaProviderError('malformed');
        throw new CaptchaProviderError('unreachable');
      }
      const parsed = siteverifyAnswer.safeParse(body);
      if (!parsed.success) throw new CaptchaProviderError('malformed');
      const a = parsed.data;
      const ts = a.challenge_ts === undefined ? null : new Date(a.challenge_ts);
      return {
        success: a.success,
        score: a.score ?? null,
        action: a.action ?? null,
        challengeTs: ts === null || Number.isNaN(ts.getTime()) ? null : ts,
        hostname: a.hostname ?? null,
        errorCodes: a['error-codes'] ?? [],
      };
    },
  };
}
