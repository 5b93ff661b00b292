import { data, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { DEFAULT_PHONE_PREFIX } from '@konfety/domain/checkout';
import { normalizeIco, formatZip } from '@konfety/domain/company';
import { checkInvoiceDetails } from '@konfety/domain/profile';
import { validationMessage } from '@konfety/domain/validation';
import { InvoiceForm } from '../components/profile/InvoiceForm';
import { ProfileNotice } from '../components/profile/ProfileNotice';
import '../components/profile/profile.css';
import { useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { privatePageHeaders } from '../lib/page-headers';
import { ApiError, type InvoiceDetails, type RegistryCompany } from '../lib/api.server';
import { readForm } from '../lib/forms.server';
import { pageMeta } from '../lib/meta';
import type { ProfileFormAnswer, ProfileValues } from '../lib/profile';
import { doneWith, profileFormValues, readInvoiceForm, whenLoggedOut } from '../lib/profile.server';
import { visitor } from '../lib/session.server';
import { useShell } from '../lib/shell';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/account-invoice';

/** The flash `form` of this page's notice. */
const FLASH_FORM = 'invoice';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * SPEC §2 /ucet/fakturacni-udaje: the customer's invoice details, which the checkout fills in. Before the
 * first save the form starts from the account (name, e-mail, phone). Details that could not be loaded say so
 * (SPEC §8) and offer no form, so nothing saved is overwritten with blanks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const [details, countries] = await Promise.all([
    api.data('GET /account/invoice-details').catch((e: unknown): InvoiceDetails | null | undefined => {
      whenLoggedOut(e, url);
      return undefined;
    }),
    api.data('GET /lists/countries/:locale', { params: { locale } }),
  ]);
  let formValues: ProfileValues | null = null;
  if (details) formValues = profileFormValues(details);
  else if (details === null) {
    const user = await api.data('GET /me').catch(() => null);
    formValues = {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      phonePrefix: user?.phone_prefix ?? DEFAULT_PHONE_PREFIX,
      phone: user?.phone ?? '',
      country: countries[0]?.code ?? '',
    };
  }
  return data({ formValues, countries, messages: messagesFor(locale, ['profile', 'notice']) }, { headers: PRIVATE });
}

/** The register's company over the typed form: its name, IČO, DIČ and seat replace those fields, the rest stays as typed. */
function withCompany(values: ProfileValues, company: RegistryCompany): ProfileValues {
  return {
    ...values,
    company: company.name,
    companyId: company.ico,
    vatId: company.vat_id ?? '',
    street: company.street ?? values.street ?? '',
    city: company.city ?? values.city ?? '',
    zip: company.zip ? formatZip(company.zip, company.country) : (values.zip ?? ''),
    country: company.country,
  };
}

/**
 * `intent=save`: check (SPEC §5, the domain's rules) and store; 303 back with "Údaje byly aktualizovány."
 * `intent=ares`: look the IČO up in the company register and answer the form filled in, not saved (a malformed
 * or unknown IČO is its field's error, a failing register the SPEC §8 notice, the typed values kept).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api, jar } = await visitor(request, context);
  const values = readInvoiceForm(form);
  const answer = (a: ProfileFormAnswer, status = 200) => data(a, { status, headers: PRIVATE });

  if (form.get('intent') === 'ares') {
    const ico = normalizeIco(values.companyId ?? '');
    if (ico === null) return answer({ intent: 'ares', values, errors: { companyId: [validationMessage('ico', {}, locale)] } }, 422);
    let company: RegistryCompany;
    try {
      company = await api.data('GET /company-registry/:ico', { params: { ico } });
    } catch (e) {
      whenLoggedOut(e, url);
      if (e instanceof ApiError && (e.status === 404 || e.status === 422)) {
        const message = e.body.errors?.ico?.[0] ?? e.body.message ?? translate(locale, 'company.notFound');
        return answer({ intent: 'ares', values, errors: { companyId: [message] } }, 422);
      }
      return answer({ intent: 'ares', values, message: translate(locale, 'notice.companyLookupFailed') }, 502);
    }
    return answer({ intent: 'ares', values: withCompany(values, company), filled: company.name, message: translate(locale, 'profile.invoice.aresFilled', { name: company.name }) });
  }

  const checked = checkInvoiceDetails(values, locale);
  if (!checked.ok) return answer({ intent: 'save', values, errors: checked.errors, message: translate(locale, 'profile.formErrors') }, 422);
  try {
    await api.data('PUT /account/invoice-details', { body: checked.data });
  } catch (e) {
    whenLoggedOut(e, url);
    if (e instanceof ApiError && e.status === 422) return answer({ intent: 'save', values, errors: e.body.errors ?? {}, message: translate(locale, 'profile.formErrors') }, 422);
    return answer({ intent: 'save', values, message: translate(locale, 'notice.dataSaveFailed') }, 502);
  }
  return doneWith(jar.flash, localePath('invoice', locale), FLASH_FORM, locale, { ok: true, key: 'notice.dataUpdated' });
}

/** The register's answer changes nothing stored: the page's data is not loaded again after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'ares') return false;
  return defaultShouldRevalidate;
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'profile.meta.invoice', noindex: true });

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const shell = useShell();
  const navigation = useNavigation();
  const { formValues, countries } = loaderData;
  const flash = shell.flash?.form === FLASH_FORM ? shell.flash : null;
  const busy = navigation.state === 'submitting';
  return (
    <section className="profile-page" aria-labelledby="invoice-title">
      <h1 id="invoice-title">{t('profile.invoice.title')}</h1>
      <ProfileNotice tone={flash?.ok ? 'success' : 'danger'} message={flash?.message ?? null} id={flash} />
      <ProfileNotice tone="danger" message={formValues === null ? t('notice.dataLoadFailed') : null} />
      <p className="profile-page__lead">{t('profile.invoice.lead')}</p>
      {formValues ? <InvoiceForm source={actionData?.values ?? formValues} answer={actionData} countries={countries} busy={busy} /> : null}
    </section>
  );
}
