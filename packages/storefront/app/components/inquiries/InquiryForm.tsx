// A side effect of its own: Rollup then never merges the form module into a chunk pages without a form load.
import './inquiries.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useLoaderData, useNavigation } from 'react-router';
import { useClientUi } from '../../hooks/useClientUi';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX } from '@konfety/domain/inquiries';
import { useFocusOnFailure } from '../../hooks/useFocusOnFailure';
import { useT } from '../../i18n';
import type { CaptchaNoticeProps } from '../../lib/shell';
import { type FieldClasses, Field, FieldError, TextareaField, useFieldIds } from '../forms/Field';
import { CsrfField } from '../global/CsrfField';

/** What a refused post answered (lib/inquiries.server.ts `InquiryFailure`). */
export interface Failure {
  values: Record<string, string | string[]>;
  errors: Record<string, string[]>;
  message: string;
}

export const inquiryClasses: FieldClasses = { field: 'inquiry-form__field', hint: 'inquiry-form__hint', error: 'inquiry-form__error', optional: 'inquiry-form__optional' };

/** The text a field showed when the form was refused, or its starting value. */
export const valueOf = (failure: Failure | undefined, name: string, fallback = '') => {
  const v = failure?.values[name];
  return typeof v === 'string' ? v : fallback;
};

/**
 * A content page's form: its notice once sent (the flash) or its alert when refused, the CSRF field, the fields, the
 * send button (busy while it goes), the focus on the first invalid field after a refusal (with or without JavaScript:
 * the first invalid field also gets `autoFocus`), and with a captcha configured its notice, whose props the page's loader
 * made for its form (`captcha`: lib/captcha.server.ts `captchaNotice`); the first focus in the form brings the captcha's
 * code (lib/captcha.ts, with the on-demand client UI).
 */
export function InquiryForm({ notice, failure, submit, children, encType }: { notice: string | null; failure: Failure | undefined; submit?: string; children: ReactNode; encType?: 'multipart/form-data' }) {
  const t = useT();
  const captcha = useLoaderData<{ captcha: CaptchaNoticeProps | null }>().captcha;
  const [, loadUi] = useClientUi();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const ref = useRef<HTMLFormElement>(null);
  useFocusOnFailure(ref, failure);
  // Sent with JavaScript, the page comes back with the notice and the same form still mounted: empty it for another message.
  useEffect(() => {
    if (notice) ref.current?.reset();
  }, [notice]);
  return (
    <Form method="post" className="inquiry-form" noValidate ref={ref} encType={encType} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()} onFocus={captcha ? loadUi : undefined}>
      {notice ? (
        <p role="status" className="inquiry-form__notice inquiry-form__notice--success">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" tabIndex={-1} className="inquiry-form__notice inquiry-form__notice--danger">
          {failure.message}
        </p>
      ) : null}
      <p className="inquiry-form__required">{t('inquiry.required')}</p>
      <CsrfField />
      {children}
      <p className="inquiry-form__privacy">{t('inquiry.privacy')}</p>
      {captcha ? <p {...captcha} /> : null}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? t('inquiry.sending') : (submit ?? t('inquiry.send'))}
      </button>
    </Form>
  );
}

/** The name of the first field with an error, in the form's order: the one that takes the focus. */
export function firstError(failure: Failure | undefined, order: readonly string[]): string | null {
  return order.find((name) => (failure?.errors[name]?.length ?? 0) > 0) ?? null;
}

/** Who writes: name, e-mail and (required or not) phone. */
export function PersonFields({ failure, first, phone }: { failure: Failure | undefined; first: string | null; phone: 'required' | 'optional' }) {
  const t = useT();
  const e = failure?.errors ?? {};
  return (
    <>
      <Field label={t('inquiry.name')} required errors={e.name} autoFocus={first === 'name'} classes={inquiryClasses} input={{ name: 'name', autoComplete: 'name', maxLength: INQUIRY_NAME_MAX, defaultValue: valueOf(failure, 'name') }} />
      <Field label={t('inquiry.email')} required errors={e.email} autoFocus={first === 'email'} classes={inquiryClasses} input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, defaultValue: valueOf(failure, 'email') }} />
      <Field
        label={t('inquiry.phone')}
        required={phone === 'required'}
        optional={phone === 'optional' ? t('inquiry.optional') : undefined}
        hint={t('inquiry.phoneHint')}
        errors={e.phone}
        autoFocus={first === 'phone'}
        classes={inquiryClasses}
        input={{ name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30, defaultValue: valueOf(failure, 'phone') }}
      />
    </>
  );
}

export function MessageField({ failure, first, label, required = true, name = 'message', rows = 6 }: { failure: Failure | undefined; first: string | null; label?: string; required?: boolean; name?: string; rows?: number }) {
  const t = useT();
  return (
    <TextareaField
      label={label ?? t('inquiry.message')}
      required={required}
      optional={required ? undefined : t('inquiry.optional')}
      errors={failure?.errors[name]}
      autoFocus={first === name}
      classes={inquiryClasses}
      textarea={{ name, rows, maxLength: INQUIRY_MESSAGE_MAX, defaultValue: valueOf(failure, name) }}
    />
  );
}

/**
 * A rating of 1–5 stars as radios (and "no rating" when it is optional), the group described by its hint and error.
 * Not the checkout's ChoiceGroup: sharing it would move it into a chunk every page loads.
 */
export function StarChoice({ name, legend, failure, first, required, hint }: { name: string; legend: string; failure: Failure | undefined; first: string | null; required: boolean; hint?: string }) {
  const t = useT();
  const chosen = valueOf(failure, name);
  const errors = failure?.errors[name];
  const invalid = (errors?.length ?? 0) > 0;
  const { errorId, hintId } = useFieldIds({ id: `stars-${name}`, errors, hint: !!hint });
  return (
    <fieldset className="inquiry-form__stars" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="inquiry-form__hint">
          {hint}
        </p>
      ) : null}
      {[5, 4, 3, 2, 1].map((n, i) => (
        <label key={n} className="inquiry-form__star">
          <input type="radio" name={name} value={n} defaultChecked={chosen === String(n)} aria-invalid={invalid || undefined} autoFocus={first === name && i === 0} />
          <span aria-hidden="true" className="inquiry-form__star-icons">
            {'★'.repeat(n)}
            <span className="inquiry-form__star-empty">{'★'.repeat(5 - n)}</span>
          </span>
          <span>{t('inquiry.stars', { count: n })}</span>
        </label>
      ))}
      {required ? null : (
        <label className="inquiry-form__star">
          <input type="radio" name={name} value="" defaultChecked={chosen === ''} />
          <span>{t('inquiry.starsNone')}</span>
        </label>
      )}
      <FieldError id={errorId} errors={errors} className="inquiry-form__error" />
    </fieldset>
  );
}
