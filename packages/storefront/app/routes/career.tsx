import { redirect } from 'react-router';
import { careerApplicationSchema } from '@konfety/domain/inquiry-forms';
import { CV_MAX_BYTES } from '@konfety/domain/inquiries';
import { shopDateFormat } from '@konfety/domain/i18n/icu';
import { validationMessage } from '@konfety/domain/validation';
import { Breadcrumbs } from '../components/catalog/shared';
import { CheckboxField, Field } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, MessageField, PersonFields } from '../components/inquiries/InquiryForm';
import { RouterLink } from '../components/link/RouterLink';
import { useLocale, useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { flashNotice } from '../lib/auth.server';
import { orNotFound } from '../lib/catalog.server';
import { handleInquiry } from '../lib/inquiries.server';
import { captchaNotice } from '../lib/captcha.server';
import { scriptJson } from '../lib/json-ld';
import { localeTag } from '../lib/locale-tags';
import { pageMeta } from '../lib/meta';
import { fieldsOf, packFrom } from '../lib/packed';
import { blogPostParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { barePath } from '../lib/stores.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/career';
import '../components/inquiries/inquiries.css';
import { PRIVACY_PATH } from '../lib/content-paths';

const FORM = 'career';
const FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;

/**
 * SPEC §2 `/kariera/{id}/{slug}`: an open position — where, what contract, its store, its text (safe HTML) — and the
 * application form with the CV (PDF or DOCX, at most 5 MB: the page's post may weigh that much, `uploadBytes` in the
 * route table). The API keeps the CV as a private file and mails the application to the shop. Another slug is a 301
 * to the position's own address; a filled position the 404 page. Structured data: schema.org JobPosting.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { id, slug } = routeParams(blogPostParams, params);
  const { api } = await visitor(request, context);
  const [position, notice] = await Promise.all([orNotFound(api.data('GET /careers/:id', { params: { id } })), flashNotice(request, context, FORM)]);
  if (slug !== position.slug) throw redirect(`${localePrefix(locale)}${position.url}${url.search}`, 301);
  const origin = context.publicUrl.replace(/\/$/, '');
  const packed = packFrom([position], () => ({
    position: {
      title: position.title,
      perex: position.perex,
      content: position.content,
      url: position.url,
      location: position.location,
      type: position.employment_type,
      published: shopDateFormat(localeTag(locale), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(position.published_at)),
      store: position.store ? { name: position.store.name, url: barePath(pagePath('branch', locale, { id: position.store.id }), locale) } : null,
    },
    structured: {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: position.title,
      description: position.content,
      datePosted: position.published_at,
      employmentType: position.employment_type,
      hiringOrganization: { '@type': 'Organization', name: 'Konfety', sameAs: origin },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: position.store?.city ?? position.location, addressCountry: locale === 'sk' ? 'SK' : 'CZ' } },
      url: `${origin}${url.pathname}`,
    },
  }));
  return { packed, notice, captcha: captchaNotice(context, locale, 'job_application'), listUrl: barePath(pagePath('careers', locale), locale), messages: messagesFor(locale, ['careers', 'inquiry', 'catalog.breadcrumbs', 'catalog.home']) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { id } = routeParams(blogPostParams, params);
  return handleInquiry(request, context, {
    name: FORM,
    fields: FIELDS,
    schema: careerApplicationSchema,
    file: {
      name: 'cv',
      check: (file, locale) =>
        file === null ? validationMessage('cvMissing', {}, locale) : file.size > CV_MAX_BYTES ? validationMessage('cvSize', { megabytes: CV_MAX_BYTES / 1024 / 1024 }, locale) : null,
    },
    send: async (api, body, file) =>
      api.call('POST /careers/:id/applications', { params: { id }, body: { ...body, cv: { filename: file!.name, content_base64: Buffer.from(await file!.arrayBuffer()).toString('base64') } } }),
  });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const position = loaderData && fieldsOf(loaderData).position;
  return pageMeta(matches, location, { title: position?.title, description: position?.perex, noindex: !!location.search });
};

export default function CareerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { position, structured } = fieldsOf(loaderData);
  const order = ['name', 'email', 'phone', 'cv', 'message', 'consent'] as const;
  const first = firstError(actionData, order);
  return (
    <div className="container inquiry-page">
      <Breadcrumbs items={[{ name: t('careers.title'), url: loaderData.listUrl }, { name: position.title, url: position.url }]} />
      <h1>{position.title}</h1>
      <div className="inquiry-page__grid">
        <article>
          <dl className="event-page__facts">
            <dt>{t('careers.location')}</dt>
            <dd>{position.location}</dd>
            <dt>{t('careers.type')}</dt>
            <dd>{position.type}</dd>
            {position.store ? (
              <>
                <dt>{t('careers.store')}</dt>
                <dd>
                  <RouterLink to={`${localePrefix(locale)}${position.store.url}`}>{position.store.name}</RouterLink>
                </dd>
              </>
            ) : null}
          </dl>
          <p className="inquiry-page__perex">{position.perex}</p>
          {/* HTML the API made safe. */}
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: position.content }} />
          <p className="inquiry-form__hint">{t('careers.published', { date: position.published })}</p>
          <p>
            <RouterLink to={`${localePrefix(locale)}${loaderData.listUrl}`}>{t('careers.back')}</RouterLink>
          </p>
        </article>
        <section aria-labelledby="career-apply">
          <h2 id="career-apply">{t('careers.apply')}</h2>
          <InquiryForm notice={loaderData.notice} failure={actionData} submit={t('careers.submit')} encType="multipart/form-data">
            <PersonFields failure={actionData} first={first} phone="required" />
            <Field
              label={t('careers.cv')}
              required
              hint={t('careers.cvHint')}
              errors={actionData?.errors.cv}
              autoFocus={first === 'cv'}
              classes={inquiryClasses}
              input={{ name: 'cv', type: 'file', accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document' }}
            />
            <MessageField failure={actionData} first={first} label={t('careers.message')} required={false} />
            <CheckboxField
              label={t('careers.consent')}
              required
              errors={actionData?.errors.consent}
              autoFocus={first === 'consent'}
              classes={{ field: 'inquiry-form__consent', error: 'inquiry-form__error' }}
              input={{ name: 'consent', value: 'on', defaultChecked: actionData?.values.consent === 'on' }}
              extra={
                <a href={`${localePrefix(locale)}${PRIVACY_PATH}`} className="inquiry-form__privacy-link">
                  {t('careers.privacy')}
                </a>
              }
            />
          </InquiryForm>
        </section>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </div>
  );
}
