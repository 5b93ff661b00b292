import { satisfactionSchema } from '@konfety/domain/inquiry-forms';
import { Breadcrumbs } from '../components/catalog/shared';
import { Field, TextareaField } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, StarChoice, valueOf } from '../components/inquiries/InquiryForm';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { handleInquiry } from '../lib/inquiries.server';
import { captchaNotice } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/satisfaction';
import '../components/inquiries/inquiries.css';

const FORM = 'satisfaction';
const FIELDS = ['shopRating', 'courierRating', 'orderNumber', 'text', 'email'] as const;

/**
 * SPEC §2 `/spokojenost` with SPEC §3's courier review, whose fields the spec leaves to us: the shop's stars
 * (required), the courier's (optional: a store pickup has none), the order number, what to improve and an e-mail for a
 * reply (both optional). Stored by the API for the staff; the order number links the answer to its order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the form.
  setPageHead(context, () => routePageHead(context, url, 'satisfaction'));
  return { notice: await flashNotice(request, context, FORM), captcha: captchaNotice(context, locale, 'satisfaction'), messages: messagesFor(locale, ['inquiry', 'catalog.breadcrumbs', 'catalog.home']) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleInquiry(request, context, {
    name: FORM,
    fields: FIELDS,
    schema: satisfactionSchema,
    send: (api, body) => api.call('POST /satisfaction', { body }),
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { titleKey: 'inquiry.satisfaction.title', descriptionKey: 'inquiry.satisfaction.description', noindex: !!location.search });

export default function SatisfactionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const first = firstError(actionData, FIELDS);
  const title = t('inquiry.satisfaction.title');
  return (
    <div className="container inquiry-page">
      <Breadcrumbs items={[{ name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('inquiry.satisfaction.lead')}</p>
      <InquiryForm notice={loaderData.notice} failure={actionData} submit={t('inquiry.satisfaction.submit')}>
        <StarChoice name="shopRating" legend={t('inquiry.satisfaction.shop')} failure={actionData} first={first} required />
        <StarChoice name="courierRating" legend={t('inquiry.satisfaction.courier')} hint={t('inquiry.satisfaction.courierHint')} failure={actionData} first={first} required={false} />
        <Field
          label={t('inquiry.orderNumber')}
          optional={t('inquiry.optional')}
          errors={actionData?.errors.orderNumber}
          autoFocus={first === 'orderNumber'}
          classes={inquiryClasses}
          input={{ name: 'orderNumber', inputMode: 'numeric', maxLength: 20, defaultValue: valueOf(actionData, 'orderNumber') }}
        />
        <TextareaField
          label={t('inquiry.satisfaction.text')}
          optional={t('inquiry.optional')}
          errors={actionData?.errors.text}
          autoFocus={first === 'text'}
          classes={inquiryClasses}
          textarea={{ name: 'text', rows: 5, maxLength: 2000, defaultValue: valueOf(actionData, 'text') }}
        />
        <Field
          label={t('inquiry.satisfaction.email')}
          optional={t('inquiry.optional')}
          errors={actionData?.errors.email}
          autoFocus={first === 'email'}
          classes={inquiryClasses}
          input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, defaultValue: valueOf(actionData, 'email') }}
        />
      </InquiryForm>
    </div>
  );
}
