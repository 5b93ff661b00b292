import './auth.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useFocusOnFailure } from '../../hooks/useFocusOnFailure';
import { useT } from '../../i18n';
import { type FieldErrors, firstInvalid, otherErrors } from '../../lib/auth';

/** Ids of a field's control, its hint and its error, so labels and messages are tied to the input. */
export const fieldId = (name: string) => `auth-${name}`;
const hintId = (name: string) => `${fieldId(name)}-hint`;
const errorId = (name: string) => `${fieldId(name)}-error`;

interface FieldProps {
  name: string;
  label: string;
  errors: FieldErrors;
  /** The first invalid field of a re-rendered form takes the focus (the `autofocus` attribute works without JavaScript). */
  focus?: boolean;
  required?: boolean;
  hint?: string;
}

function describedBy(name: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ name, label, required }: { name: string; label: string; required: boolean }) {
  const t = useT();
  return (
    <label htmlFor={fieldId(name)}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : <span className="auth-form__optional"> {t('auth.field.optional')}</span>}
    </label>
  );
}

function Messages({ name, hint, error }: { name: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={hintId(name)} className="auth-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(name)} className="auth-form__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and its error (linked with aria-describedby). Passwords are never prefilled. */
export function TextField({
  name,
  label,
  errors,
  focus = false,
  required = true,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  defaultValue,
  maxLength,
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'password'; autoComplete: string; inputMode?: 'email' | 'tel'; defaultValue?: string; maxLength?: number }) {
  const error = errors[name]?.join(' ');
  return (
    <div className="auth-form__field">
      <Label name={name} label={label} required={required} />
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required || undefined}
        maxLength={maxLength}
        defaultValue={type === 'password' ? undefined : defaultValue}
        autoFocus={focus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      />
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select. */
export function SelectField({
  name,
  label,
  errors,
  focus = false,
  required = true,
  options,
  defaultValue,
  autoComplete,
}: FieldProps & { options: Array<{ value: string; label: string }>; defaultValue: string; autoComplete: string }) {
  const error = errors[name]?.join(' ');
  return (
    <div className="auth-form__field">
      <Label name={name} label={label} required={required} />
      <select
        id={fieldId(name)}
        name={name}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        autoFocus={focus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, undefined, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages name={name} hint={undefined} error={error} />
    </div>
  );
}

/** A checkbox with its label; `extra` (a link) sits after the label, outside it, so activating it does not tick the box. */
export function CheckField({ name, label, errors, focus = false, required = false, defaultChecked, extra }: FieldProps & { defaultChecked: boolean; extra?: ReactNode }) {
  const error = errors[name]?.join(' ');
  return (
    <div className="auth-form__check">
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        defaultChecked={defaultChecked}
        required={required || undefined}
        autoFocus={focus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, undefined, error)}
      />
      <label htmlFor={fieldId(name)}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {extra}
      <Messages name={name} hint={undefined} error={error} />
    </div>
  );
}

/** What went wrong with a post as a whole (the API's headline, a throttle, a link that expired meanwhile): announced, focusable. */
export function FormAlert({ message, focus = false }: { message: string | null; focus?: boolean }) {
  if (!message) return null;
  return (
    <div role="alert" className="auth-form__alert" tabIndex={-1} autoFocus={focus || undefined}>
      <p>{message}</p>
    </div>
  );
}

/**
 * A success notice shown after a redirect (a flash): announced and given the focus, so a keyboard or screen
 * reader user lands on it.
 */
export function Notice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" className="auth-notice" tabIndex={-1} autoFocus>
      {children}
    </div>
  );
}

/**
 * What an account form shows after its action answered (`failure`: errors, message): the per-field errors,
 * the field that takes the focus, the alert's text (fix the marked fields, or the API's message, plus errors
 * of fields the form does not have), whether it is being sent; focus moves there after an answer in place.
 */
export function useAuthFormState(fields: readonly string[], failure: { errors?: FieldErrors; message?: string | null } | undefined) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = failure?.errors ?? {};
  const focus = firstInvalid(fields, errors);
  const alert = failure ? [focus ? t('auth.fixErrors') : failure.message, ...otherErrors(fields, errors)].filter(Boolean).join(' ') : null;
  useFocusOnFailure(formRef, failure);
  return { formRef, errors, focus, alert, busy: navigation.state === 'submitting' };
}

/** A new password and its confirmation, with the policy stated next to it (registration, reset, change). */
export function NewPasswordFields({ errors, focus, policy, labels }: { errors: FieldErrors; focus: string | null; policy: { min: number; max: number }; labels: { password: string; confirmation: string } }) {
  const t = useT();
  return (
    <>
      <TextField
        errors={errors}
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        maxLength={policy.max}
        hint={t('password.policy', { min: policy.min, max: policy.max })}
        focus={focus === 'password'}
      />
      <TextField errors={errors} name="passwordConfirmation" type="password" label={labels.confirmation} autoComplete="new-password" maxLength={policy.max} focus={focus === 'passwordConfirmation'} />
    </>
  );
}
