import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useClientUi } from '../../hooks/useClientUi';
import { useT } from '../../i18n';
import type { ActionOutcome } from '../../lib/post-form';
import { useShell } from '../../lib/shell';
import { actionPaths } from '../../routing/route-names';
import { CsrfField } from '../global/CsrfField';
import { Field, type FieldClasses } from '../forms/Field';

const FIELD_CLASSES: FieldClasses = { field: 'newsletter__field', label: 'newsletter__label', row: 'newsletter__row', error: 'newsletter__error' };

export const NEWSLETTER_ACTION = actionPaths.newsletter;

type Outcome = Pick<ActionOutcome, 'ok' | 'message' | 'errors'>;

/** The action's JSON answer, when it is one ({ ok, message, errors }). */
export function readOutcome(body: unknown): Outcome | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.ok !== 'boolean') return null;
  const message = typeof b.message === 'string' && b.message !== '' ? b.message : null;
  const errors = typeof b.errors === 'object' && b.errors !== null ? (b.errors as Record<string, string[]>) : undefined;
  return { ok: b.ok, message, ...(errors ? { errors } : {}) };
}

function firstError(errors: Record<string, string[]> | undefined, field: string): string | null {
  const list = errors?.[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/**
 * SPEC §5/§8 newsletter signup. Nothing is sent while the e-mail is empty
 * ('Pole musí být vyplněno' under the field). With JavaScript the form posts
 * through a fetcher (`useActionFetcher`, answered with data) and shows the
 * outcome in a live region; any failure, including a network error or a
 * server error page, gives 'E-mail nebyl úspěšně uložen.'. The field is
 * uncontrolled, so an address typed before hydration is neither lost nor
 * ignored. Without
 * JavaScript it is a plain POST whose outcome comes back as the one-time
 * flash of the shell.
 */
export function NewsletterForm({ className, onSuccess }: { className?: string; onSuccess?: () => void }) {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const id = useId();
  const inputId = `${id}-email`;
  const headingId = `${id}-heading`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The no-JS flash belongs to the page it was rendered with; a later client navigation drops it.
  const [flashKey] = useState(location.key);
  const [touched, setTouched] = useState(false);
  // With a captcha: the first focus in the form brings its code (lib/captcha.ts, with the on-demand client UI).
  const [, loadUi] = useClientUi();
  const saving = useActionFetcher({
    onDone: (answer) => {
      let result: Outcome = readOutcome(answer) ?? { ok: false, message: null };
      // Every answer shows a message: a failure without one (or with field errors only) is the generic failure.
      const hasFieldError = firstError(result.errors, 'email') !== null;
      if (result.ok) result = { ...result, message: result.message ?? t('newsletter.saved') };
      else if (!result.message && !hasFieldError) result = { ...result, message: t('newsletter.failed') };
      setOutcome(result);
      if (result.ok) {
        if (inputRef.current) inputRef.current.value = '';
        onSuccess?.();
      } else if (hasFieldError) {
        inputRef.current?.focus();
      }
    },
  });
  const busy = saving.busy;

  const flash = !touched && location.key === flashKey && shell.flash?.form === 'newsletter' ? shell.flash : null;
  const shown: Outcome | null = outcome ?? flash;
  const shownFieldError = fieldError ?? firstError(shown?.errors, 'email');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    // Read from the field, not from state: what a visitor typed before the page hydrated counts too.
    const value = (inputRef.current?.value ?? '').trim();
    if (!value) {
      setOutcome(null);
      setFieldError(t('validation.required'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setOutcome(null);
    // The form's fields (the locale, the captcha's token when there is one), the address as read.
    const body = new FormData(e.currentTarget);
    body.set('email', value);
    void saving.submit(NEWSLETTER_ACTION, body);
  }

  return (
    <section className={`newsletter ${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId} className="newsletter__heading">
        {t('footer.newsletter.heading')}
      </h2>
      <p className="newsletter__text">{t('footer.newsletter.text')}</p>
      <form className="newsletter__form" method="post" action={NEWSLETTER_ACTION} noValidate onSubmit={onSubmit} onFocus={shell.captcha ? loadUi : undefined} aria-busy={busy || undefined}>
        <CsrfField />
        <input type="hidden" name="locale" value={location.pathname} />
        <Field
          id={inputId}
          label={t('footer.newsletter.label')}
          errors={shownFieldError}
          live
          classes={FIELD_CLASSES}
          input={{
            ref: inputRef,
            className: 'newsletter__input',
            type: 'email',
            name: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            placeholder: t('footer.newsletter.placeholder'),
            required: true,
            defaultValue: '',
            onChange: () => {
              if (fieldError) setFieldError(null);
            },
          }}
          after={
            <button type="submit" className="newsletter__submit" aria-disabled={busy || undefined}>
              {t('footer.newsletter.submit')}
            </button>
          }
        />
        {shell.captcha ? <p data-captcha="newsletter" {...shell.captcha} /> : null}
        <div className="newsletter__status" role="status" aria-live="polite" aria-atomic="true">
          {busy && <span className="footer-sr-only">{t('footer.newsletter.sending')}</span>}
          {shown?.message && <p className={`newsletter__message newsletter__message--${shown.ok ? 'success' : 'danger'}`}>{shown.message}</p>}
        </div>
      </form>
    </section>
  );
}
