import { eventOrderSchema, withDayNotPassed } from '@konfety/domain/inquiry-forms';
import { EVENT_GUESTS_MAX, INQUIRY_PLACE_MAX } from '@konfety/domain/inquiries';
import { Breadcrumbs } from '../components/catalog/shared';
import { Field } from '../components/forms/Field';
import { firstError, inquiryClasses, InquiryForm, MessageField, PersonFields, valueOf } from '../components/inquiries/InquiryForm';
import { useT } from '../i18n';
import { messagesFor } from '../i18n/catalogue.server';
import { handleInquiry } from '../lib/inquiries.server';
import { captchaNotice } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { routePageHead, setPageHead } from '../lib/page-head.server';
import { visitor } from '../lib/session.server';
import { barePath } from '../lib/stores.server';
import { pagePath } from '../routing/page-modules';
import { localeOfPath } from '../routing/route-names';
import type { Route } from './+types/event-order';
import '../components/inquiries/inquiries.css';

const FIELDS = ['date', 'place', 'guests', 'theme', 'services', 'message', 'name', 'email', 'phone'] as const;

/**
 * SPEC §2 `/eventy/novy`: a visitor orders or proposes a party or an event — date, venue, guests, theme, the services
 * wanted (the site's services), anything else and their contact. Stored by the API (its mail to the shop is a job);
 * then `/eventy/dekujeme`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const services = await api.data('GET /services', { query: { lang: locale } });
  // Its language alternates, in the document's head (lib/page-head.server.ts): every site has the form.
  setPageHead(context, () => routePageHead(context, url, 'eventOrder'));
  return {
    services: services.map((s) => ({ id: s.id, title: s.title })),
    listUrl: barePath(pagePath('events', locale), locale),
    captcha: captchaNotice(context, locale, 'event_order'),
    messages: messagesFor(locale, ['events', 'inquiry', 'catalog.breadcrumbs', 'catalog.home']),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return handleInquiry(request, context, {
    name: 'event',
    fields: FIELDS,
    lists: ['services'],
    schema: withDayNotPassed(eventOrderSchema, new Date()),
    send: (api, body) => api.call('POST /events/orders', { body }),
    redirectTo: pagePath('eventThanks', locale),
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { titleKey: 'events.new.title', descriptionKey: 'events.new.description', noindex: !!location.search });

export default function EventOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const first = firstError(actionData, FIELDS);
  const e = actionData?.errors ?? {};
  const chosen = new Set(Array.isArray(actionData?.values.services) ? actionData.values.services : []);
  const title = t('events.new.title');
  return (
    <div className="container inquiry-page">
      <Breadcrumbs items={[{ name: t('events.title'), url: loaderData.listUrl }, { name: title, url: '' }]} />
      <h1>{title}</h1>
      <p>{t('events.new.lead')}</p>
      <InquiryForm notice={null} failure={actionData} submit={t('events.new.submit')}>
        <Field label={t('events.new.date')} required errors={e.date} autoFocus={first === 'date'} classes={inquiryClasses} input={{ name: 'date', type: 'date', defaultValue: valueOf(actionData, 'date') }} />
        <Field
          label={t('events.new.place')}
          required
          hint={t('events.new.placeHint')}
          errors={e.place}
          autoFocus={first === 'place'}
          classes={inquiryClasses}
          input={{ name: 'place', maxLength: INQUIRY_PLACE_MAX, defaultValue: valueOf(actionData, 'place') }}
        />
        <Field
          label={t('events.new.guests')}
          required
          errors={e.guests}
          autoFocus={first === 'guests'}
          classes={inquiryClasses}
          input={{ name: 'guests', type: 'number', inputMode: 'numeric', min: 1, max: EVENT_GUESTS_MAX, step: 1, defaultValue: valueOf(actionData, 'guests') }}
        />
        <Field
          label={t('events.new.theme')}
          required
          hint={t('events.new.themeHint')}
          errors={e.theme}
          autoFocus={first === 'theme'}
          classes={inquiryClasses}
          input={{ name: 'theme', maxLength: INQUIRY_PLACE_MAX, defaultValue: valueOf(actionData, 'theme') }}
        />
        {loaderData.services.length > 0 ? (
          <fieldset className="event-form__services">
            <legend>
              {t('events.new.services')} <span className="inquiry-form__optional">{t('inquiry.optional')}</span>
            </legend>
            {loaderData.services.map((s) => (
              <label key={s.id}>
                <input type="checkbox" name="services" value={s.id} defaultChecked={chosen.has(String(s.id))} /> {s.title}
              </label>
            ))}
          </fieldset>
        ) : null}
        <MessageField failure={actionData} first={first} label={t('events.new.message')} required={false} rows={4} />
        <PersonFields failure={actionData} first={first} phone="required" />
      </InquiryForm>
    </div>
  );
}
