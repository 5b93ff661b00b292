import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { phonePrefixOf } from '@konfety/domain/checkout';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@konfety/domain/password-policy';
import { PASSWORD_RESET_TTL_MINUTES } from '@konfety/domain/password-reset';
import { FORM_ERROR_KEY } from '@konfety/domain/validation';
import type { RegisterInput } from '@konfety/api/contract';
import { ApiError, createApiClient } from './api.server';
import { cookieJar, readCookie } from './cookies.server';
import type { Flash } from './forms.server';
import { PRIVATE_PAGE_HEADERS } from './page-headers';

/*
 * The registration and password pages' server side: the outcome a redirect carries (a flash), the reset
 * link's parameter and the forms' fields. Their answers are private (lib/page-headers.ts).
 */

/** The API without the visitor's token: a reset link speaks for its account by itself, whoever opens it. */
export const anonymousApi = (context: AppLoadContext) => createApiClient(context.apiTransport, { clientUrl: context.clientUrl, token: null });

/** The policy as the pages state it next to a new password (texts: domain `password.policy`). */
export const passwordPolicy = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, resetMinutes: PASSWORD_RESET_TTL_MINUTES };

/** The message a redirect after a successful post left for `form` (one-time flash cookie, cleared by the root loader). */
export async function flashNotice(request: Request, context: AppLoadContext, form: string): Promise<string | null> {
  const flash = await readCookie<Flash>(cookieJar(context).flash, request);
  return flash?.form === form && flash.ok && typeof flash.message === 'string' ? flash.message : null;
}

/** Back to the posting page (303) with a success notice for `form` to show once (a flash), privately. */
export async function backWithNotice(request: Request, context: AppLoadContext, form: string, message: string): Promise<Response> {
  return redirect(new URL(request.url).pathname, { status: 303, headers: { 'set-cookie': await noticeCookie(context, form, message), ...PRIVATE_PAGE_HEADERS } });
}

/** A `set-cookie` value carrying a success notice to the page a redirect goes to. */
export function noticeCookie(context: AppLoadContext, form: string, message: string): Promise<string> {
  return cookieJar(context).flash.serialize({ form, ok: true, message } satisfies Flash);
}

/** SPEC §2 /zmena-hesla/{hash}: the reset link's token, 64 hexadecimal digits as the API makes them. */
const resetLinkParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

/** The token of a reset link's URL, or null when it cannot be one (then the API is not asked). */
export function resetLinkToken(params: unknown): string | null {
  const parsed = resetLinkParams.safeParse(params);
  return parsed.success ? parsed.data.hash : null;
}

/** What a failed form answers: the API's field errors and headline, the values to show again (never a password). */
export interface FormFailure {
  /** The API's code (`validation`, `reset_token_invalid`, `too_many_requests` …). */
  error: string | null;
  errors: Record<string, string[]>;
  message: string | null;
  values: Record<string, string>;
}

/**
 * A refused post (4xx from the API) as the page re-rendered with its errors, with the API's status (422
 * field errors, 404, 429 …); anything else is not the visitor's doing and goes on to the error page.
 */
export function formFailure(e: unknown, values: Record<string, string>) {
  if (!(e instanceof ApiError) || e.status >= 500) throw e;
  // An error of the whole form (the captcha's, `_form`) is the form's message, not a field's.
  const { [FORM_ERROR_KEY]: formWide, ...errors } = e.body.errors ?? {};
  const failure: FormFailure = { error: e.body.error ?? null, errors, message: formWide?.[0] ?? e.body.message ?? null, values };
  return data(failure, { status: e.status, headers: PRIVATE_PAGE_HEADERS });
}

/** A form field's text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The registration form's fields shown again after a refusal. */
export const REGISTER_VALUE_FIELDS = ['firstname', 'lastname', 'email', 'phonePrefix', 'phone', 'terms', 'newsletter'] as const;

/** The registration form as the API takes it (checkboxes are on when sent), and the values it may show again. */
export function registrationForm(form: FormData): { body: RegisterInput; values: Record<string, string> } {
  const prefix = formText(form, 'phonePrefix');
  const body: RegisterInput = {
    firstname: formText(form, 'firstname'),
    lastname: formText(form, 'lastname'),
    email: formText(form, 'email'),
    // An unknown prefix (only a hand-made post sends one) falls back to the form's default.
    phonePrefix: phonePrefixOf(prefix),
    phone: formText(form, 'phone'),
    password: formText(form, 'password'),
    passwordConfirmation: formText(form, 'passwordConfirmation'),
    terms: form.get('terms') !== null,
    newsletter: form.get('newsletter') !== null,
  };
  const values = Object.fromEntries(REGISTER_VALUE_FIELDS.map((name) => [name, formText(form, name)]));
  return { body, values };
}

/** A new password and its confirmation, as the reset and change forms send them. */
export function newPasswordForm(form: FormData) {
  return { password: formText(form, 'password'), passwordConfirmation: formText(form, 'passwordConfirmation') };
}
