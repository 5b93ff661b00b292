import { redirect } from 'react-router';
import { serviceInquirySchema, withDayNotPassed } from '@konfety/domain/inquiry-forms';
import { INQUIRY_PLACE_MAX } from '@konfety/domain/inquiries';
import { Breadcrumbs } from '../components/catalog/shared';
import { Field } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, MessageField, PersonFields, valueOf } from '../components/inquiries/InquiryForm';
import { RouterLink } from '../components/link/RouterLink';
import { Picture } from '../components/media/Picture';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { orNotFound } from '../lib/catalog.server';
import { handleInquiry } from '../lib/inquiries.server';
import { captchaNotice } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { blogPostParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/service';
// Its own stylesheet module: Rollup keeps the page's code apart from the form module every form page loads.
import '../components/inquiries/service.css';

const FORM = 'service';
const FIELDS = ['name', 'email', 'phone', 'date', 'place', 'message'] as const;

/**
 * SPEC §2 `/sluzby/{id}/{slug}`: a service (party decoration, costume rental, balloon inflating …) with its text (HTML
 * the API made safe), a non-binding inquiry form (stored by the API, mailed to the shop by a job) and the other
 * services. Another slug is a 301 to the service's own address; a service not offered is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { id, slug } = routeParams(blogPostParams, params);
  const { api } = await visitor(request, context);
  const [service, notice] = await Promise.all([orNotFound(api.data('GET /services/:id', { params: { id } })), flashNotice(request, context, FORM)]);
  if (slug !== service.slug) throw redirect(`${localePrefix(locale)}${service.url}${url.search}`, 301);
  const packed = packFrom([service], () => ({ service }));
  return { packed, notice, captcha: captchaNotice(context, locale, 'service_inquiry'), messages: messagesFor(locale, ['inquiry', 'catalog.breadcrumbs', 'catalog.home']) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { id } = routeParams(blogPostParams, params);
  return handleInquiry(request, context, {
    name: FORM,
    fields: FIELDS,
    schema: withDayNotPassed(serviceInquirySchema, new Date()),
    send: (api, body) => api.call('POST /services/:id/inquiries', { params: { id }, body }),
  });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const service = loaderData && fieldsOf(loaderData).service;
  return pageMeta(matches, location, { title: service?.title, description: service?.perex, noindex: !!location.search });
};

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { service } = fieldsOf(loaderData);
  const first = firstError(actionData, FIELDS);
  return (
    <div className="container inquiry-page">
      <Breadcrumbs items={[{ name: service.title, url: service.url }]} />
      <h1>{service.title}</h1>
      <div className="inquiry-page__grid">
        <article>
          <p className="inquiry-page__perex">{service.perex}</p>
          <Picture path={service.image} alt="" slot="gallery" width={1200} height={800} priority className="inquiry-page__image" />
          {/* HTML the API made safe (an allow-list of tags, attributes and link schemes). */}
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: service.content }} />
          {service.others.length > 0 ? (
            <nav aria-labelledby="service-others">
              <h2 id="service-others">{t('inquiry.service.others')}</h2>
              <ul className="inquiry-page__others">
                {service.others.map((other) => (
                  <li key={other.id}>
                    <RouterLink to={`${localePrefix(locale)}${other.url}`}>{other.title}</RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </article>
        <section aria-labelledby="service-form">
          <h2 id="service-form">{t('inquiry.service.formTitle')}</h2>
          <InquiryForm notice={loaderData.notice} failure={actionData}>
            <PersonFields failure={actionData} first={first} phone="required" />
            <Field
              label={t('inquiry.service.date')}
              optional={t('inquiry.optional')}
              errors={actionData?.errors.date}
              autoFocus={first === 'date'}
              classes={inquiryClasses}
              input={{ name: 'date', type: 'date', defaultValue: valueOf(actionData, 'date') }}
            />
            <Field
              label={t('inquiry.service.place')}
              optional={t('inquiry.optional')}
              errors={actionData?.errors.place}
              autoFocus={first === 'place'}
              classes={inquiryClasses}
              input={{ name: 'place', autoComplete: 'address-level2', maxLength: INQUIRY_PLACE_MAX, defaultValue: valueOf(actionData, 'place') }}
            />
            <MessageField failure={actionData} first={first} label={t('inquiry.service.message')} />
          </InquiryForm>
        </section>
      </div>
    </div>
  );
}
