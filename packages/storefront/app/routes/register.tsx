import { data, Form, redirect } from 'react-router';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from '@konfety/domain/checkout';
import { CheckField, FormAlert, NewPasswordFields, SelectField, TextField, useAuthFormState } from '../components/auth/AuthForm';
import { CsrfField } from '../components/global/CsrfField';
import { useLocale, useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { ACCOUNT_NOTICE, loginPath } from '../lib/auth';
import { formFailure, noticeCookie, passwordPolicy, registrationForm } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { pageMeta } from '../lib/meta';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/register';
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from '../lib/page-headers';
import { carryGuestCart } from '../lib/guest-cart.server';
import { RouterLink } from '../components/link/RouterLink';

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
    ({ token } = await v.api.call('POST /auth/register', { body }));
  } catch (e) {
    return formFailure(e, values);
  }
  const headers = new Headers({ 'cache-control': PRIVATE_PAGE_HEADERS['cache-control'] });
  headers.append('set-cookie', await v.jar.token.serialize(token));
  const notices = await carryGuestCart(v, token, locale, headers);
  headers.append('set-cookie', await noticeCookie(context, ACCOUNT_NOTICE, [translate(locale, 'auth.register.done'), ...notices].join(' ')));
  return redirect(localePath('account', locale), { status: 303, headers });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'auth.register.title' });

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { policy } = loaderData;
  const { formRef, errors, focus, alert, busy } = useAuthFormState(FIELDS, actionData);
  const values = actionData?.values ?? {};
  const field = { errors };

  return (
    <div className="container auth-page">
      <h1>{t('auth.register.title')}</h1>
      <p className="auth-page__intro">{t('auth.register.intro')}</p>
      <Form method="post" className="auth-form" noValidate ref={formRef} aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()}>
        <CsrfField />
        <FormAlert message={alert} focus={!focus} />
        <p className="auth-form__hint">{t('auth.requiredNote')}</p>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.contact')}</legend>
          <TextField {...field} name="firstname" label={t('auth.field.firstname')} autoComplete="given-name" maxLength={100} defaultValue={values.firstname} focus={focus === 'firstname'} />
          <TextField {...field} name="lastname" label={t('auth.field.lastname')} autoComplete="family-name" maxLength={100} defaultValue={values.lastname} focus={focus === 'lastname'} />
          <TextField {...field} name="email" type="email" inputMode="email" label={t('auth.field.email')} autoComplete="email" maxLength={254} defaultValue={values.email} focus={focus === 'email'} />
          <div className="auth-form__phone">
            <SelectField
              {...field}
              name="phonePrefix"
              label={t('auth.field.phonePrefix')}
              autoComplete="tel-country-code"
              required={false}
              defaultValue={values.phonePrefix || DEFAULT_PHONE_PREFIX}
              options={PHONE_PREFIXES.map((p) => ({ value: p, label: p || t('auth.field.phonePrefixNone') }))}
              focus={focus === 'phonePrefix'}
            />
            <TextField {...field} name="phone" type="tel" inputMode="tel" label={t('auth.field.phone')} autoComplete="tel-national" required={false} maxLength={20} defaultValue={values.phone} focus={focus === 'phone'} />
          </div>
        </fieldset>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.access')}</legend>
          <NewPasswordFields errors={errors} focus={focus} policy={policy} labels={{ password: t('auth.field.password'), confirmation: t('auth.field.passwordConfirmation') }} />
        </fieldset>
        <fieldset className="auth-form__group">
          <legend>{t('auth.register.consents')}</legend>
          <CheckField
            {...field}
            name="terms"
            label={t('auth.field.terms')}
            required
            defaultChecked={values.terms === 'on'}
            focus={focus === 'terms'}
            extra={
              <a href={localePath('terms', locale)} target="_blank" rel="noopener">
                {t('auth.field.termsLink')}
                <span className="auth-sr"> {t('auth.field.newWindow')}</span>
              </a>
            }
          />
          <CheckField {...field} name="newsletter" label={t('auth.field.newsletter')} defaultChecked={values.newsletter === 'on'} focus={focus === 'newsletter'} />
        </fieldset>
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
