import { useEffect, useRef, useState } from 'react';
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, redirect, useActionData, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { normalizeTotpCode } from '@konfety/domain/staff';
import { ApiError, call } from '../api/client';
import { type ResponseOf, staffLogin, staffSecondFactor, staffSelf, staffTotpConfirm, staffTotpSetup } from '../api/contract';
import { CheckboxField, checkboxClasses, Field, fieldClasses } from '../components/shared';
import { t } from '../i18n';
import { nextPath } from '../lib/next';
import { type FieldErrors, text, validate } from '../lib/validate';

/**
 * `/admin/prihlaseni`: the two-step login (api features/staff/admin-endpoints.ts). E-mail and password first; then
 * either the code from the authenticator app (or a recovery code), or, at the first login, the authenticator's
 * setup (QR code, the secret to type in, the first code) and the ten recovery codes, shown once. Afterwards the
 * staff member goes where they were going (`?next=`, a path under /admin only: lib/next.ts).
 */

type Setup = ResponseOf<typeof staffTotpSetup>;

type Intent = 'password' | 'code' | 'setup';
type Outcome =
  | { intent: Intent; ok: false; errors: FieldErrors; message: string | null }
  | { intent: 'password'; ok: true; next: 'second_factor' }
  | { intent: 'password'; ok: true; next: 'setup'; setup: Setup }
  | { intent: 'setup'; ok: true; codes: string[]; email: string };

const failed = (intent: Intent, e: unknown): Outcome => {
  if (!(e instanceof ApiError)) throw e;
  // 422: at the fields; 401 (wrong password or code, expired step), 403, 429 (with its wait): an alert.
  const errors = e.fieldErrors;
  return { intent, ok: false, errors, message: Object.keys(errors).length > 0 ? null : e.message };
};

const invalid = (intent: Intent, errors: FieldErrors): Outcome => ({ intent, ok: false, errors, message: null });

/** A staff member already logged in goes straight on. */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  const next = new URL(request.url).searchParams.get('next');
  try {
    await call(staffSelf, { signal: request.signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
  return redirect(nextPath(next));
}

export async function loginAction({ request }: ActionFunctionArgs): Promise<Outcome | Response> {
  const form = await request.formData();
  const intent = text(form, 'intent') as Intent;
  if (intent === 'password') {
    const checked = validate(staffLogin.body, { email: text(form, 'email'), password: text(form, 'password') });
    if (!checked.ok) return invalid(intent, checked.errors);
    try {
      const { next } = await call(staffLogin, { body: checked.data });
      if (next === 'second_factor') return { intent, ok: true, next };
      return { intent, ok: true, next, setup: await call(staffTotpSetup) };
    } catch (e) {
      return failed(intent, e);
    }
  }
  if (intent === 'code') {
    const recovery = text(form, 'mode') === 'recovery';
    const typed = text(form, 'code');
    if (!recovery && normalizeTotpCode(typed) === null) return invalid(intent, { code: [t('login.codeFormat')] });
    const checked = validate(staffSecondFactor.body, { code: recovery ? typed : normalizeTotpCode(typed) });
    if (!checked.ok) return invalid(intent, checked.errors);
    try {
      await call(staffSecondFactor, { body: checked.data });
    } catch (e) {
      return failed(intent, e);
    }
    return redirect(nextPath(new URL(request.url).searchParams.get('next')));
  }
  if (intent === 'setup') {
    const code = normalizeTotpCode(text(form, 'code'));
    if (code === null) return invalid(intent, { code: [t('login.codeFormat')] });
    try {
      const { staff, recovery_codes } = await call(staffTotpConfirm, { body: { code } });
      return { intent, ok: true, codes: recovery_codes, email: staff.email };
    } catch (e) {
      return failed(intent, e);
    }
  }
  throw new Response('Unknown intent', { status: 400 });
}

type Step = { step: 'password' } | { step: 'second_factor' } | { step: 'setup'; setup: Setup } | { step: 'codes'; codes: string[]; email: string };

/** "ABCDEFGHIJKL" → "ABCD EFGH IJKL": easier to type in by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function Login() {
  const outcome = useActionData<typeof loginAction>() as Outcome | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [feedback, setFeedback] = useState<Extract<Outcome, { ok: false }> | null>(null);
  const [seen, setSeen] = useState<Outcome | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const [savedError, setSavedError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each answer of the action moves the login on (or says what is wrong), once.
  if (outcome !== seen) {
    setSeen(outcome);
    if (outcome && !outcome.ok) setFeedback(outcome);
    else if (outcome) {
      setFeedback(null);
      if (outcome.intent === 'password') setStep(outcome.next === 'setup' ? { step: 'setup', setup: outcome.setup } : { step: 'second_factor' });
      else if (outcome.intent === 'setup') setStep({ step: 'codes', codes: outcome.codes, email: outcome.email });
    }
  }

  // A refused form: the focus goes to the first field in error, or to the message.
  useEffect(() => {
    if (!feedback) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? alertRef.current)?.focus();
  }, [feedback]);

  // A new step: its heading takes the focus (the code steps focus their field themselves).
  useEffect(() => {
    if (step.step === 'setup' || step.step === 'codes') headingRef.current?.focus();
  }, [step]);

  const errorsOf = (intent: Intent) => (feedback?.intent === intent ? feedback.errors : {});
  const alert =
    feedback?.message != null ? (
      <p className="alert alert--error" role="alert" tabIndex={-1} ref={alertRef}>
        {feedback.message}
      </p>
    ) : null;
  const backToPassword = (
    <button
      type="button"
      className="btn-link"
      onClick={() => {
        setFeedback(null);
        setRecoveryMode(false);
        setStep({ step: 'password' });
      }}
    >
      {t('login.again')}
    </button>
  );

  let body;
  if (step.step === 'password') {
    body = (
      <Form method="post" noValidate ref={formRef} className="stack">
        <input type="hidden" name="intent" value="password" />
        {alert}
        <Field label={t('login.email')} required errors={errorsOf('password').email} classes={fieldClasses} autoFocus input={{ name: 'email', type: 'email', autoComplete: 'username', spellCheck: false }} />
        <Field label={t('login.password')} required errors={errorsOf('password').password} classes={fieldClasses} input={{ name: 'password', type: 'password', autoComplete: 'current-password' }} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.sending') : t('login.continue')}
        </button>
      </Form>
    );
  } else if (step.step === 'second_factor') {
    body = (
      <Form method="post" noValidate ref={formRef} className="stack" key={recoveryMode ? 'recovery' : 'totp'}>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="mode" value={recoveryMode ? 'recovery' : 'totp'} />
        <h2 className="step-title">{t('login.verify.title')}</h2>
        {alert}
        {recoveryMode ? (
          <Field
            label={t('login.verify.recovery')}
            hint={t('login.verify.recoveryHint')}
            required
            autoFocus
            errors={errorsOf('code').code}
            classes={fieldClasses}
            input={{ name: 'code', type: 'text', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, className: 'input--code' }}
          />
        ) : (
          <Field
            label={t('login.verify.code')}
            hint={t('login.verify.codeHint')}
            required
            autoFocus
            errors={errorsOf('code').code}
            classes={fieldClasses}
            input={{ name: 'code', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, className: 'input--code' }}
          />
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.verify.checking') : t('login.verify.submit')}
        </button>
        <p className="step-links">
          <button
            type="button"
            className="btn-link"
            onClick={() => {
              setFeedback(null);
              setRecoveryMode(!recoveryMode);
            }}
          >
            {recoveryMode ? t('login.verify.useApp') : t('login.verify.useRecovery')}
          </button>
          {backToPassword}
        </p>
      </Form>
    );
  } else if (step.step === 'setup') {
    const { setup } = step;
    body = (
      <Form method="post" noValidate ref={formRef} className="stack">
        <input type="hidden" name="intent" value="setup" />
        <h2 className="step-title" tabIndex={-1} ref={headingRef}>
          {t('login.setup.title')}
        </h2>
        <p>{t('login.setup.intro')}</p>
        <ol className="steps">
          <li>
            {t('login.setup.scan')}
            {/* The API's SVG as a picture (img-src allows data:); as an image it can run nothing. */}
            <img className="qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={t('login.setup.qr')} width={200} height={200} />
          </li>
          <li>
            {t('login.setup.manual')}
            <code className="secret" data-secret={setup.secret}>
              {grouped(setup.secret)}
            </code>
          </li>
          <li>{t('login.setup.type')}</li>
        </ol>
        {alert}
        <Field
          label={t('login.verify.code')}
          required
          errors={errorsOf('setup').code}
          classes={fieldClasses}
          input={{ name: 'code', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, className: 'input--code' }}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.verify.checking') : t('login.setup.submit')}
        </button>
        <p className="step-links">{backToPassword}</p>
      </Form>
    );
  } else {
    const { codes, email } = step;
    body = (
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (!saved) {
            setSavedError(t('login.codes.notSaved'));
            (e.currentTarget.elements.namedItem('saved') as HTMLInputElement | null)?.focus();
            return;
          }
          navigate(nextPath(params.get('next')), { replace: true });
        }}
      >
        <h2 className="step-title" tabIndex={-1} ref={headingRef}>
          {t('login.codes.title')}
        </h2>
        <p>{t('login.codes.intro')}</p>
        <ol className="codes" aria-label={t('login.codes.title')}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>
          <button type="button" className="btn" onClick={() => downloadCodes(codes, email)}>
            {t('login.codes.download')}
          </button>
        </p>
        <CheckboxField
          label={t('login.codes.saved')}
          errors={savedError}
          classes={checkboxClasses}
          input={{
            name: 'saved',
            checked: saved,
            onChange: (e) => {
              setSaved(e.currentTarget.checked);
              if (e.currentTarget.checked) setSavedError(null);
            },
          }}
        />
        <button type="submit" className="btn btn--primary btn--block">
          {t('login.codes.continue')}
        </button>
      </form>
    );
  }

  return (
    <main id="obsah" className="standalone">
      <title>{t('common.documentTitle', { title: t('login.title') })}</title>
      <div className="card standalone__card">
        <p className="brand brand--dark">{t('common.brand')}</p>
        <h1>{t('login.title')}</h1>
        {body}
      </div>
    </main>
  );
}

/** The recovery codes as a text file the browser saves. */
function downloadCodes(codes: string[], email: string) {
  const content = [t('login.codes.fileTitle'), t('login.codes.fileAccount', { email }), '', ...codes, '', t('login.codes.fileOnce'), ''].join('\r\n');
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t('login.codes.fileName');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
