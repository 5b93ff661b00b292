import { data, Form } from 'react-router';
import { FormAlert, NewPasswordFields, Notice, useAuthFormState } from '../components/auth/AuthForm';
import { CsrfField } from '../components/global/CsrfField';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { ApiError } from '../lib/api.server';
import { loginPath } from '../lib/auth';
import { anonymousApi, flashNotice, formFailure, type FormFailure, newPasswordForm, backWithNotice, passwordPolicy, resetLinkToken } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { pageMeta } from '../lib/meta';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/password-change';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { RouterLink } from '../components/link/RouterLink';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** The flash `form` of the "password changed" notice. */
const CHANGED = 'password-change';

/** The API's code of a reset link that cannot be used. */
const INVALID_LINK = 'reset_token_invalid';

type PageState = 'form' | 'invalid' | 'done';

/**
 * SPEC §2 /zmena-hesla/{hash}, the link of a reset e-mail (no guard: whoever holds the link may use it). The
 * API says whether the link can still be used: if not (unknown, used, expired, or not a token at all) the
 * page says so with a 404 and offers a new link; else it asks for the new password twice. After the change
 * (303 back with a notice) it says so and sends the visitor to log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = (state: PageState, notice: string | null = null) =>
    data({ state, notice, messages: messagesFor(locale, ['auth', 'password']), policy: passwordPolicy }, { status: state === 'invalid' ? 404 : 200, headers: PRIVATE_PAGE_HEADERS });
  const notice = await flashNotice(request, context, CHANGED);
  if (notice) return page('done', notice);
  const token = resetLinkToken(params);
  if (!token) return page('invalid');
  try {
    await anonymousApi(context).data('GET /auth/password/reset/:token', { params: { token } });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return page('invalid');
    throw e;
  }
  return page('form');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = resetLinkToken(params);
  if (token === null) return data({ error: INVALID_LINK, errors: {}, message: null, values: {} } satisfies FormFailure, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  let message: string;
  try {
    ({ message } = await anonymousApi(context).call('POST /auth/password/reset', { body: { token, ...newPasswordForm(form) } }));
  } catch (e) {
    return formFailure(e, {});
  }
  return backWithNotice(request, context, CHANGED, message);
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'auth.change.title', noindex: true });

export default function PasswordChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { policy, notice } = loaderData;
  // The link may have expired or been used while the form was open: the action's 404 says so.
  const state: PageState = actionData?.error === INVALID_LINK ? 'invalid' : loaderData.state;
  const { formRef, focus, fields, alert, busy } = useAuthFormState(FIELDS, actionData);

  if (state === 'done') {
    return (
      <div className="container auth-page">
        <h1>{t('auth.change.doneTitle')}</h1>
        <Notice>
          <p>{notice}</p>
          <p>{t('auth.change.doneHint')}</p>
        </Notice>
        <p className="auth-page__links">
          <RouterLink className="button button--primary" to={loginPath(locale)}>
            {t('auth.login')}
          </RouterLink>
        </p>
      </div>
    );
  }
  if (state === 'invalid') {
    return (
      <div className="container auth-page">
        <h1>{t('auth.change.invalidTitle')}</h1>
        <div role={actionData ? 'alert' : undefined}>
          <p>{t('password.resetInvalid')}</p>
          <p>{t('auth.change.invalidHint')}</p>
        </div>
        <p className="auth-page__links">
          <RouterLink className="button button--primary" to={localePath('passwordReset', locale)}>
            {t('auth.change.requestNew')}
          </RouterLink>
          <RouterLink to={loginPath(locale)}>{t('auth.backToLogin')}</RouterLink>
        </p>
      </div>
    );
  }
  return (
    <div className="container auth-page">
      <h1>{t('auth.change.title')}</h1>
      <p className="auth-page__intro">{t('auth.change.intro')}</p>
      <Form method="post" className="auth-form" noValidate ref={formRef} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()}>
        <CsrfField />
        <FormAlert message={alert} focus={!focus} />
        <NewPasswordFields fields={fields} policy={policy} labels={{ password: t('auth.field.newPassword'), confirmation: t('auth.field.newPasswordConfirmation') }} />
        <button type="submit" className="button button--primary auth-form__submit" aria-disabled={busy || undefined}>
          {busy ? t('auth.change.submitting') : t('auth.change.submit')}
        </button>
      </Form>
    </div>
  );
}
