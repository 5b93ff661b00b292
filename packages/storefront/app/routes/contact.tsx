import type { Setting, Store } from '@konfety/api/contract';
import { contactSchema } from '@konfety/domain/inquiry-forms';
import { Breadcrumbs } from '../components/catalog/shared';
import { readContacts, telHref } from '../components/footer/Footer';
import { Field } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, MessageField, PersonFields, valueOf } from '../components/inquiries/InquiryForm';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { handleInquiry } from '../lib/inquiries.server';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { visitor } from '../lib/session.server';
import { barePath } from '../lib/stores.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath, localePath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/contact';
import '../components/inquiries/inquiries.css';

const FORM = 'contact';
const FIELDS = ['name', 'email', 'phone', 'orderNumber', 'message'] as const;

/**
 * SPEC §2 `/info/kontakt`: the contact form (stored by the API before its mail to the shop goes), the operator's
 * details and customer line (the contacts setting) and every store with its address and phone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { api } = await visitor(request, context);
  const [settings, stores, notice]: [Setting[], Store[], string | null] = await Promise.all([
    api.data('GET /settings', { query: { lang: locale } }),
    api.data('GET /stores'),
    flashNotice(request, context, FORM),
  ]);
  const c = readContacts(settings.find((s) => s.name === 'contacts')?.value);
  const packed = packFrom([settings, stores], () => ({
    company: { name: c.company ?? null, address: c.address ?? null, ico: c.ico ?? null, dic: c.dic ?? null, register: c.register ?? null, phone: c.phone ?? null, tel: c.phone ? telHref(c.phone) : null, email: c.email ?? null },
    stores: stores.map((s) => ({ id: s.id, name: s.name, address: `${s.street}, ${s.zip} ${s.city}`, phone: s.phone, tel: telHref(s.phone), url: barePath(pagePath('branch', locale, { id: s.id }), locale) })),
  }));
  return { packed, notice, messages: messagesFor(locale, ['inquiry', 'catalog.breadcrumbs', 'catalog.home']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleInquiry(request, context, {
    name: FORM,
    fields: FIELDS,
    schema: contactSchema,
    send: (api, body) => api.call('POST /inquiries/contact', { body }),
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { titleKey: 'inquiry.contact.title', descriptionKey: 'inquiry.contact.description', noindex: !!location.search });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { company, stores } = fieldsOf(loaderData);
  const first = firstError(actionData, FIELDS);
  const title = t('inquiry.contact.title');
  return (
    <div className="container inquiry-page">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('inquiry.contact.lead')}</p>
      <div className="inquiry-page__grid">
        <section aria-labelledby="contact-form">
          <h2 id="contact-form">{t('inquiry.contact.formTitle')}</h2>
          <InquiryForm notice={loaderData.notice} failure={actionData}>
            <PersonFields failure={actionData} first={first} phone="optional" />
            <Field
              label={t('inquiry.orderNumber')}
              optional={t('inquiry.optional')}
              hint={t('inquiry.orderNumberHint')}
              errors={actionData?.errors.orderNumber}
              autoFocus={first === 'orderNumber'}
              classes={inquiryClasses}
              input={{ name: 'orderNumber', inputMode: 'numeric', maxLength: 20, defaultValue: valueOf(actionData, 'orderNumber') }}
            />
            <MessageField failure={actionData} first={first} />
          </InquiryForm>
        </section>
        <aside aria-labelledby="contact-line">
          <h2 id="contact-line">{t('inquiry.contact.line')}</h2>
          {company.phone && company.tel ? (
            <p>
              <a href={company.tel}>{company.phone}</a>
            </p>
          ) : null}
          {company.email ? (
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
          ) : null}
          <h3>{t('inquiry.contact.company')}</h3>
          <address className="inquiry-page__address">
            {company.name}
            {company.address ? <br /> : null}
            {company.address}
          </address>
          <p>
            {company.ico ? t('inquiry.contact.ico', { ico: company.ico }) : null}
            {company.dic ? <> · {t('inquiry.contact.dic', { dic: company.dic })}</> : null}
            {company.register ? (
              <>
                <br />
                {company.register}
              </>
            ) : null}
          </p>
          <h3>{t('inquiry.contact.stores')}</h3>
          <ul className="inquiry-page__stores">
            {stores.map((s) => (
              <li key={s.id}>
                <RouterLink to={`${localePrefix(locale)}${s.url}`}>{s.name}</RouterLink>
                <br />
                {s.address} · <a href={s.tel}>{s.phone}</a>
              </li>
            ))}
          </ul>
          <p>
            <RouterLink to={localePath('branches', locale)}>{t('inquiry.contact.allStores')}</RouterLink>
          </p>
        </aside>
      </div>
    </div>
  );
}
