import { data, Form, redirect, useLocation } from 'react-router';
import { FormAlert, NewPasswordFields, Notice, useAuthFormState } from '../components/auth/AuthForm';
import { Field } from '../components/forms/Field';
import { CsrfField } from '../components/global/CsrfField';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { ApiError } from '../lib/api.server';
import { flashNotice, formFailure, formText, newPasswordForm, backWithNotice, passwordPolicy } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { pageMeta } from '../lib/meta';
import { visitor } from '../lib/session.server';
import { guardRedirect } from '../routing/guards.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/account-password';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** The flash `form` of the "password changed" notice. */
const CHANGED = 'account-password';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const notice = await flashNotice(request, context, CHANGED);
  return data({ messages: messagesFor(locale, ['auth', 'password']), policy: passwordPolicy, notice }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * SPEC §2/§6 /ucet/zmena-hesla: the logged-in customer changes their password (current one, new one twice).
 * The API keeps this session and logs the others out; the page comes back (303) with the notice. A session
 * that ended meanwhile goes to the login like any guarded page (the stale cookie cleared).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const v = await visitor(request, context);
  let message: string;
  try {
    ({ message } = await v.api.call('POST /auth/password/change', { body: { currentPassword: formText(form, 'currentPassword'), ...newPasswordForm(form) } }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      await v.forgetToken();
      throw redirect(guardRedirect('auth', false, new URL(request.url)) ?? localePath('home', localeOfPath(new URL(request.url).pathname)), { status: 303, headers: v.clearing });
    }
    return formFailure(e, {});
  }
  return backWithNotice(request, context, CHANGED, message);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'auth.account.title', noindex: true });

export default function AccountPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { policy, notice } = loaderData;
  const { formRef, focus, fields, alert, busy } = useAuthFormState(FIELDS, actionData);

  return (
    <section className="auth-page" aria-labelledby="account-password-title">
      <h1 id="account-password-title">{t('auth.account.title')}</h1>
      {notice ? (
        <Notice>
          <p>{notice}</p>
        </Notice>
      ) : null}
      <p className="auth-page__intro">{t('auth.account.intro')}</p>
      {/* A new form after each success (the page's location changes), so no password stays typed in. */}
      <Form key={location.key} method="post" className="auth-form" noValidate ref={formRef} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()}>
        <CsrfField />
        <FormAlert message={alert} focus={!focus} />
        <Field {...fields.field('currentPassword')} label={t('auth.field.currentPassword')} input={{ name: 'currentPassword', type: 'password', autoComplete: 'current-password', maxLength: 200 }} />
        <NewPasswordFields fields={fields} policy={policy} labels={{ password: t('auth.field.newPassword'), confirmation: t('auth.field.newPasswordConfirmation') }} />
        <button type="submit" className="button button--primary auth-form__submit" aria-disabled={busy || undefined}>
          {busy ? t('auth.account.submitting') : t('auth.account.submit')}
        </button>
      </Form>
      <p className="auth-form__hint">{t('auth.account.forgotten')}</p>
    </section>
  );
}
