import { contactSchema } from '@konfety/domain/inquiry-forms';
import { Breadcrumbs } from '../components/catalog/shared';
import { Field } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, MessageField, PersonFields, valueOf } from '../components/inquiries/InquiryForm';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { handleInquiry } from '../lib/inquiries.server';
import { captchaNotice } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { fieldsOf, packFrom } from '../lib/packed';
import { visitor } from '../lib/session.server';
import { contactDirectory } from '../lib/contacts.server';
import { ContactDirectory } from '../components/stores/ContactDirectory';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/contact';
import '../components/inquiries/inquiries.css';

const FORM = 'contact';
const FIELDS = ['name', 'email', 'phone', 'orderNumber', 'message'] as const;

/**
 * SPEC §2 `/info/kontakt`: the contact form (stored by the API before its mail to the shop goes), the operator's
 * details and customer line (the contacts setting) and every store with its address and phone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const [directory, notice] = await Promise.all([contactDirectory(api, locale), flashNotice(request, context, FORM)]);
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the form.
  setPageHead(context, () => routePageHead(context, url, 'contact'));
  const packed = packFrom(directory.deps, () => directory.data);
  return { packed, notice, captcha: captchaNotice(context, locale, 'contact'), messages: messagesFor(locale, ['inquiry', 'catalog.breadcrumbs', 'catalog.home']) };
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
        <aside aria-label={t('inquiry.contact.line')}>
          <ContactDirectory data={fieldsOf(loaderData)} level={2} labels={{ line: t('inquiry.contact.line'), company: t('inquiry.contact.company'), stores: t('inquiry.contact.stores') }} />
          <p>
            <RouterLink to={localePath('branches', locale)}>{t('inquiry.contact.allStores')}</RouterLink>
          </p>
        </aside>
      </div>
    </div>
  );
}
