import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { issuesToFieldErrors } from '@konfety/domain/validation';
import { translate } from '../i18n/catalogue.server';
import { type Locale, localeOfPath } from '../routing/route-names';
import { ApiError, type ApiClient } from './api.server';
import { noticeCookie } from './auth.server';
import { formWideError, withCaptchaToken } from './captcha.server';
import { readForm, seeOther } from './forms.server';
import { PRIVATE_PAGE_HEADERS } from './page-headers';
import { visitor } from './session.server';

/** What a refused form answers the page with: the values to show again, the fields' errors and the alert. */
export interface InquiryFailure {
  values: Record<string, string | string[]>;
  errors: Record<string, string[]>;
  message: string;
}

export interface InquiryForm<S extends z.ZodType> {
  /** The flash `form` of the success notice, so only this form shows it. */
  name: string;
  /** The fields read from the post; a field named in `lists` is every value sent (checkboxes). */
  fields: readonly string[];
  lists?: readonly string[];
  /** The domain's schema of the form (the API checks it again): a refusal costs no round trip. */
  schema: S;
  /** A file the form takes (the CV): its field, and its check before anything is sent (an error text, or null). */
  file?: { name: string; check(file: File | null, locale: Locale): string | null };
  send(api: ApiClient, body: z.output<S>, file: File | null): Promise<{ message: string }>;
  /** Where a sent form goes (default: back to its page), with the API's notice as a flash. */
  redirectTo?: string;
}

/**
 * A content page's form (contact, a service's inquiry, an event order, the survey), posted with or without
 * JavaScript: its fields checked by the domain's schema (422 with every field's SPEC §5 message and the values to show
 * again), sent to the API (its 422s the same; 429 with its "too many" text; a failure to reach it a 502 with
 * `inquiry.failed`, the values kept; the captcha's refusal with its own text), then a 303 to the page (or `redirectTo`) with the notice as a one-time flash.
 */
export async function handleInquiry<S extends z.ZodType>(request: Request, context: AppLoadContext, form: InquiryForm<S>) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const posted = await readForm(request);
  const values: Record<string, string | string[]> = {};
  for (const field of form.fields) {
    values[field] = form.lists?.includes(field)
      ? posted.getAll(field).filter((v): v is string => typeof v === 'string').slice(0, 50)
      : (() => {
          const v = posted.get(field);
          return typeof v === 'string' ? v.slice(0, 10_000) : '';
        })();
  }
  const refused = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data({ values, errors, message } satisfies InquiryFailure, { status, headers: PRIVATE_PAGE_HEADERS });
  const sent = form.file ? posted.get(form.file.name) : null;
  const file = sent instanceof File && sent.size > 0 ? sent : null;
  const fileError = form.file?.check(file, locale) ?? null;
  const parsed = form.schema.safeParse(values);
  if (!parsed.success || fileError) {
    const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, locale);
    return refused(422, translate(locale, 'inquiry.errors'), fileError && form.file ? { ...errors, [form.file.name]: [fileError] } : errors);
  }
  const { api } = await visitor(request, context);
  let message: string;
  try {
    ({ message } = await form.send(withCaptchaToken(api, posted), parsed.data, file));
  } catch (e) {
    // A refusal of the whole form (the captcha's) is its alert; field errors get the form's own.
    if (e instanceof ApiError && e.status === 422) return refused(422, formWideError(e.body.errors) ?? translate(locale, 'inquiry.errors'), e.body.errors ?? {});
    if (e instanceof ApiError && e.status === 404) throw data(null, { status: 404 });
    if (e instanceof ApiError && e.status === 429) return refused(429, e.body.message ?? translate(locale, 'inquiry.failed'));
    return refused(502, translate(locale, 'inquiry.failed'));
  }
  return seeOther(form.redirectTo ?? new URL(request.url).pathname, { 'set-cookie': await noticeCookie(context, form.name, message), ...PRIVATE_PAGE_HEADERS });
}
