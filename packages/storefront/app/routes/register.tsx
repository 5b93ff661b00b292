import { data, Form, redirect } from 'react-router';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from '@konfety/domain/checkout';
import { FormAlert, NewPasswordFields, useAuthFormState } from '../components/auth/AuthForm';
import { CheckboxField, Field, SelectField } from '../components/forms/Field';
import { CsrfField } from '../components/global/CsrfField';
import { useLocale, useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { ACCOUNT_NOTICE, loginPath } from '../lib/auth';
import { formFailure, noticeCookie, passwordPolicy, registrationForm } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { captchaHeaders } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/register';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { carryGuestCart } from '../lib/guest-cart.server';
import { RouterLink } from '../components/link/RouterLink';
import { useShell } from '../lib/shell';
import { useClientUi } from '../hooks/useClientUi';

/** The fields in the order of the form: the first invalid one takes the focus. */
const FIELDS = ['firstname', 'lastname', 'email', 'phonePrefix', 'phone', 'password', 'passwordConfirmation', 'terms', 'newsletter'] as const;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return data({ messages: messagesFor(locale, ['auth', 'password']), policy: passwordPolicy }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * SPEC §2 /registrace: the API checks the form and creates the account. Refused: the page again with each
 * field's errors and what was typed (passwords never), 422. Created: the customer is logged in (the login's
 * token cookie), a guest cart comes along into the account, and the account page greets them (flash).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const { body, values } = registrationForm(form);
  const v = await visitor(request, context);
  let token: string;
  try {
    ({ token } = await v.api.call('POST /auth/register', { body, headers: captchaHeaders(form) }));
  } catch (e) {
    return formFailure(e, values);
  }
  const headers = new Headers({ 'cache-control': PRIVATE_PAGE_HEADERS['cache-control'] });
  headers.append('set-cookie', await v.jar.token.serialize(token));
  const notices = await carryGuestCart(v, token, locale, headers);
  headers.append('set-cookie', await noticeCookie(context, ACCOUNT_NOTICE, [translate(locale, 'auth.register.done'), ...notices].join(' ')));
  // GA4's sign_up, for the account page it lands on (root loader).
  headers.append('set-cookie', await v.jar.events.serialize(['sign_up']));
  return redirect(localePath('account', locale), { status: 303, headers });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'auth.register.title' });

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { policy } = loaderData;
  const { formRef, focus, fields, alert, busy } = useAuthFormState(FIELDS, actionData);
  const values = actionData?.values ?? {};
  // With a captcha: its notice, and the first focus in the form brings its code (lib/captcha.ts).
  const captcha = useShell().captcha;
  const [, loadUi] = useClientUi();

  return (
    <div className="container auth-page">
      <h1>{t('auth.register.title')}</h1>
      <p className="auth-page__intro">{t('auth.register.intro')}</p>
      <Form method="post" className="auth-form" noValidate ref={formRef} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()} onFocus={captcha ? loadUi : undefined}>
        <CsrfField />
        <FormAlert message={alert} focus={!focus} />
        <p className="auth-form__hint">{t('auth.requiredNote')}</p>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.contact')}</legend>
          <Field {...fields.field('firstname')} label={t('auth.field.firstname')} input={{ name: 'firstname', autoComplete: 'given-name', maxLength: 100, defaultValue: values.firstname }} />
          <Field {...fields.field('lastname')} label={t('auth.field.lastname')} input={{ name: 'lastname', autoComplete: 'family-name', maxLength: 100, defaultValue: values.lastname }} />
          <Field {...fields.field('email')} label={t('auth.field.email')} input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, defaultValue: values.email }} />
          <div className="auth-form__phone">
            <SelectField {...fields.field('phonePrefix', false)} label={t('auth.field.phonePrefix')} select={{ name: 'phonePrefix', autoComplete: 'tel-country-code', defaultValue: values.phonePrefix || DEFAULT_PHONE_PREFIX }}>
              {PHONE_PREFIXES.map((p) => (
                <option key={p} value={p}>
                  {p || t('auth.field.phonePrefixNone')}
                </option>
              ))}
            </SelectField>
            <Field {...fields.field('phone', false)} label={t('auth.field.phone')} input={{ name: 'phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 20, defaultValue: values.phone }} />
          </div>
        </fieldset>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.access')}</legend>
          <NewPasswordFields fields={fields} policy={policy} labels={{ password: t('auth.field.password'), confirmation: t('auth.field.passwordConfirmation') }} />
        </fieldset>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.consents')}</legend>
          <CheckboxField
            {...fields.check('terms', true)}
            label={t('auth.field.terms')}
            input={{ name: 'terms', defaultChecked: values.terms === 'on' }}
            extra={
              <a href={localePath('terms', locale)} target="_blank" rel="noopener">
                {t('auth.field.termsLink')}
                <span className="auth-sr"> {t('auth.field.newWindow')}</span>
              </a>
            }
          />
          <CheckboxField {...fields.check('newsletter')} label={t('auth.field.newsletter')} input={{ name: 'newsletter', defaultChecked: values.newsletter === 'on' }} />
        </fieldset>
        {captcha ? <p data-captcha="register" {...captcha} /> : null}
        <button type="submit" className="button button--primary auth-form__submit" aria-disabled={busy || undefined}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </Form>
      <p className="auth-page__links">
        <span>{t('auth.register.haveAccount')}</span> <RouterLink to={loginPath(locale)}>{t('auth.login')}</RouterLink>
      </p>
    </div>
  );
}
