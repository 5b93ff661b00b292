import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { CAPTCHA_HEADER, type CaptchaAction } from '@konfety/domain/captcha';
import type { Config } from '@konfety/config';
import { checkCaptcha } from '../features/captcha/check';
import { createRecaptchaProvider } from '../features/captcha/recaptcha';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks the request's captcha token for `action` (http/captcha.ts); null when the shop has no captcha configured. */
    captcha: ((request: FastifyRequest, action: CaptchaAction) => Promise<void>) | null;
  }
}

/** The OpenAPI description of the header an endpoint with a captcha takes (route.ts adds it to the operation). */
export const captchaHeaders = z.looseObject({
  [CAPTCHA_HEADER]: z.string().optional().meta({
    description:
      'Google reCAPTCHA v3 token the browser got for this form’s action just before sending it (grecaptcha.execute). Required when the shop has a captcha configured (RECAPTCHA_SITE_KEY): without it 422 `captcha_missing`, a token the provider does not vouch for (another action or site, older than two minutes, a score under the threshold) 422 `captcha_failed`, each with its text in `errors._form`.',
  }),
});

/**
 * The captcha of the shop API's public forms (ARCHITECTURE "Captcha"). Each route whose declaration says
 * `captcha: '<action>'` gets `captchaCheck(action)` as a hook of its own (route.ts), before its body is validated and
 * after its scope's hooks (a login check): the request's token (the `x-captcha-token` header) goes through the one
 * rule, `features/captcha/check.ts`. With no captcha configured (config `captcha` null) nothing is checked.
 */
export function registerCaptcha(app: FastifyInstance, config: Config['captcha']): void {
  const provider = config && createRecaptchaProvider(config);
  app.decorate(
    'captcha',
    config && provider
      ? async (request: FastifyRequest, action: CaptchaAction) => {
          const header = request.headers[CAPTCHA_HEADER];
          const token = typeof header === 'string' ? header : null;
          const hostname = new URL(request.site.url).hostname;
          await checkCaptcha(request.siteScope(), provider, config.threshold, { action, token, remoteIp: request.clientAddress(), hostname }, request.log);
        }
      : null,
  );
}

/** The route hook of an endpoint with a captcha. */
export function captchaCheck(action: CaptchaAction): preValidationAsyncHookHandler {
  return async (request) => {
    // A scope without `registerCaptcha` (the back office declares no captcha) has no check to run.
    await request.server.captcha?.(request, action);
  };
}
