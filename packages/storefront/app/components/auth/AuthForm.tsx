import './auth.css';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useFocusOnFailure } from '../../hooks/useFocusOnFailure';
import { useT } from '../../i18n';
import { type FieldErrors, firstInvalid, otherErrors } from '../../lib/auth';
import { Field, type FieldClasses } from '../forms/Field';

/** A field's control id (the label's `for`, the error summary's links and the tests find it by it). */
export const fieldId = (name: string) => `auth-${name}`;

const FIELD_CLASSES: FieldClasses = { field: 'auth-form__field', hint: 'auth-form__hint', error: 'auth-form__error', optional: 'auth-form__optional' };
const CHECK_CLASSES: FieldClasses = { field: 'auth-form__check', error: 'auth-form__error' };

/**
 * The props an account form's fields share (components/forms): the id, all of the field's errors, the focus on
 * the first invalid one, and the form's look. `field` is required unless told, `check` (a checkbox) optional.
 */
export function useAuthFields(errors: FieldErrors, focus: string | null) {
  const t = useT();
  const optional = t('auth.field.optional');
  const common = (name: string, required: boolean) => ({ id: fieldId(name), errors: errors[name], autoFocus: focus === name, required });
  return {
    field: (name: string, required = true) => ({ ...common(name, required), optional, classes: FIELD_CLASSES }),
    check: (name: string, required = false) => ({ ...common(name, required), classes: CHECK_CLASSES }),
  };
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
  return { formRef, errors, focus, fields: useAuthFields(errors, focus), alert, busy: navigation.state === 'submitting' };
}

/** A new password and its confirmation, with the policy stated next to it (registration, reset, change). */
export function NewPasswordFields({ fields, policy, labels }: { fields: ReturnType<typeof useAuthFields>; policy: { min: number; max: number }; labels: { password: string; confirmation: string } }) {
  const t = useT();
  return (
    <>
      <Field
        {...fields.field('password')}
        label={labels.password}
        hint={t('password.policy', { min: policy.min, max: policy.max })}
        input={{ name: 'password', type: 'password', autoComplete: 'new-password', maxLength: policy.max }}
      />
      <Field {...fields.field('passwordConfirmation')} label={labels.confirmation} input={{ name: 'passwordConfirmation', type: 'password', autoComplete: 'new-password', maxLength: policy.max }} />
    </>
  );
}
