import { useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { FormAlert, Notice, useAuthFields } from '../components/auth/AuthForm';
import { Field } from '../components/forms/Field';
import { CsrfField } from '../components/global/CsrfField';
import { useFocusOnFailure } from '../hooks/useFocusOnFailure';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { firstInvalid, loginPath } from '../lib/auth';
import { flashNotice, formFailure, formText, backWithNotice, passwordPolicy } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { captchaHeaders } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { visitor } from '../lib/session.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/password-reset';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { RouterLink } from '../components/link/RouterLink';
import { useShell } from '../lib/shell';
import { useClientUi } from '../hooks/useClientUi';

/** The flash `form` of the "link sent" notice. */
const SENT = 'password-reset';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const notice = await flashNotice(request, context, SENT);
  return data({ messages: messagesFor(locale, ['auth']), policy: passwordPolicy, notice }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * SPEC §2 /obnova-hesla: asks the API to mail a reset link. Its answer is the same whether or not the address
 * has an account, so the page says the same too (303 back with the notice). A malformed address is a 422 with
 * the field's message, too many requests a 429 with the API's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = formText(form, 'email');
  const { api } = await visitor(request, context);
  let message: string;
  try {
    ({ message } = await api.call('POST /auth/password/reset-request', { body: { email }, headers: captchaHeaders(form) }));
  } catch (e) {
    return formFailure(e, { email });
  }
  return backWithNotice(request, context, SENT, message);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'auth.reset.title' });

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const { notice, policy } = loaderData;
  const errors = actionData?.errors ?? {};
  const focus = firstInvalid(['email'], errors);
  const fields = useAuthFields(errors, focus);
  const busy = navigation.state === 'submitting';
  useFocusOnFailure(formRef, actionData);
  // With a captcha: its notice, and the first focus in the form brings its code (lib/captcha.ts).
  const captcha = useShell().captcha;
  const [, loadUi] = useClientUi();

  return (
    <div className="container auth-page">
      <h1>{t('auth.reset.title')}</h1>
      {notice ? (
        <Notice>
          <p>{notice}</p>
          <p>{t('auth.reset.sentHint')}</p>
        </Notice>
      ) : null}
      <p className="auth-page__intro">{t('auth.reset.intro', { minutes: policy.resetMinutes })}</p>
      <Form method="post" className="auth-form" noValidate ref={formRef} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()} onFocus={captcha ? loadUi : undefined}>
        <CsrfField />
        <FormAlert message={actionData && !focus ? actionData.message : null} focus={!focus} />
        <Field {...fields.field('email')} label={t('auth.field.email')} input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, defaultValue: actionData?.values.email }} />
        {captcha ? <p data-captcha="password_reset" {...captcha} /> : null}
        <button type="submit" className="button button--primary auth-form__submit" aria-disabled={busy || undefined}>
          {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </Form>
      <p className="auth-page__links">
        <RouterLink to={loginPath(locale)}>{t('auth.backToLogin')}</RouterLink>
      </p>
    </div>
  );
}
