import { useEffect, useMemo, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { DEFAULT_PHONE_PREFIX } from '@konfety/domain/checkout';
import { AddressCard, addressLabel, AddressLines } from '../components/profile/AddressCard';
import { AddressForm } from '../components/profile/AddressForm';
import { ProfileNotice } from '../components/profile/ProfileNotice';
import '../components/profile/profile.css';
import { CsrfField } from '../components/global/CsrfField';
import { useLocale, useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { privatePageHeaders } from '../lib/page-headers';
import { ApiError } from '../lib/api.server';
import { checkSavedAddress } from '@konfety/domain/profile';
import { readForm } from '../lib/forms.server';
import { pageMeta } from '../lib/meta';
import type { ProfileFormAnswer } from '../lib/profile';
import { addressView, doneWith, profileFormValues, readAddressForm, recordId, whenLoggedOut } from '../lib/profile.server';
import { visitor } from '../lib/session.server';
import { useShell } from '../lib/shell';
import { localeOfPath, localePath } from '../routing/route-names';
import type { Route } from './+types/account-addresses';
import { RouterLink } from '../components/link/RouterLink';

/** The flash `form` of this page's notices. */
const FLASH_FORM = 'addresses';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * SPEC §2/§6 /account/addresses: the customer's saved delivery addresses (the default marked), the form to
 * add one or edit one (`?edit=<id>`), and the confirmation of a delete (`?delete=<id>`), all server-rendered.
 * Addresses that could not be loaded say so (SPEC §8) instead of failing the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { api } = await visitor(request, context);
  const [addresses, countries] = await Promise.all([
    api.data('GET /account/addresses').catch((e: unknown) => {
      whenLoggedOut(e, url);
      return null;
    }),
    api.data('GET /lists/countries/:locale', { params: { locale } }),
  ]);
  const view = addressView(url.searchParams, addresses);
  const edited = view.mode === 'edit' ? addresses!.find((a) => a.id === view.id)! : null;
  // A new address starts in the shop's first country with the Czech prefix, as the checkout does.
  const formValues = edited ? profileFormValues(edited) : { country: countries[0]?.code ?? '', phonePrefix: DEFAULT_PHONE_PREFIX };
  return data({ addresses, countries, view, formValues, messages: messagesFor(locale, ['profile', 'notice']) }, { headers: PRIVATE });
}

/**
 * The page's forms, by `intent`: `save` (add, or change the address `id`), `default` and `delete` (of the
 * address `id`). Success: 303 to the list with the SPEC §8 notice in the flash. A refused form is shown again
 * (422) with the typed values and each field's error; a failure of the API keeps the form and says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const list = localePath('addresses', locale);
  const { api, jar } = await visitor(request, context);
  const intent = form.get('intent');
  const id = recordId(form.get('id'));
  const done = (ok: boolean, key: Parameters<typeof translate>[1]) => doneWith(jar.flash, list, FLASH_FORM, locale, { ok, key });
  const refused = (answer: ProfileFormAnswer, status: number) => data(answer, { status, headers: PRIVATE });

  if (intent === 'save') {
    const values = readAddressForm(form);
    const checked = checkSavedAddress(values, locale);
    if (!checked.ok) return refused({ intent, id, values, errors: checked.errors, message: translate(locale, 'profile.formErrors') }, 422);
    try {
      if (id === null) await api.data('POST /account/addresses', { body: checked.data });
      else await api.data('PUT /account/addresses/:id', { params: { id }, body: checked.data });
    } catch (e) {
      whenLoggedOut(e, url);
      if (e instanceof ApiError && e.status === 422) return refused({ intent, id, values, errors: e.body.errors ?? {}, message: translate(locale, 'profile.formErrors') }, 422);
      // The address was deleted meanwhile (or is not the customer's): the list as it is now.
      if (e instanceof ApiError && e.status === 404) return done(false, 'notice.addressSaveFailed');
      return refused({ intent, id, values, message: translate(locale, 'notice.addressSaveFailed') }, 502);
    }
    return done(true, 'notice.addressSaved');
  }
  if ((intent === 'delete' || intent === 'default') && id !== null) {
    const failed = intent === 'delete' ? 'notice.addressDeleteFailed' : 'notice.addressSaveFailed';
    try {
      if (intent === 'delete') await api.call('DELETE /account/addresses/:id', { params: { id } });
      else await api.data('POST /account/addresses/:id/default', { params: { id } });
    } catch (e) {
      whenLoggedOut(e, url);
      return done(false, failed);
    }
    return done(true, intent === 'delete' ? 'notice.addressDeleted' : 'notice.addressSaved');
  }
  return data({ intent: null, message: translate(locale, 'validation.choice') }, { status: 400, headers: PRIVATE });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'profile.meta.addresses', noindex: true });

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const shell = useShell();
  const navigation = useNavigation();
  const { addresses, countries, view, formValues } = loaderData;
  const list = localePath('addresses', locale);
  const busy = navigation.state === 'submitting';
  const flash = shell.flash?.form === FLASH_FORM ? shell.flash : null;
  const answer = actionData && 'values' in actionData ? (actionData as ProfileFormAnswer) : undefined;
  const badIntent = actionData && !('values' in actionData) ? actionData.message : null;

  // The form edits the address of a refused save, else the one the query names, else adds a new one.
  const editing = answer ? (answer.id ?? null) : view.mode === 'edit' ? view.id : null;
  const editedIndex = editing === null || !addresses ? -1 : addresses.findIndex((a) => a.id === editing);
  const source = answer?.values ?? formValues;
  const formHeading = editedIndex >= 0 ? t('profile.addresses.editHeading', { name: addressLabel(addresses![editedIndex]!, editedIndex, t) }) : t('profile.addresses.newHeading');

  const deletingIndex = view.mode === 'delete' && addresses ? addresses.findIndex((a) => a.id === view.id) : -1;
  const deleting = deletingIndex >= 0 ? addresses![deletingIndex]! : null;

  // Moving to the edit form or the delete question (a link, with or without JavaScript) puts the focus on its heading.
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const viewKey = view.mode === 'list' ? null : `${view.mode}:${view.id}`;
  useEffect(() => {
    if (viewKey?.startsWith('delete:')) confirmRef.current?.focus();
    else if (viewKey?.startsWith('edit:')) formHeadingRef.current?.focus();
  }, [viewKey]);

  const hrefs = useMemo(
    () => new Map((addresses ?? []).map((a) => [a.id, { edit: `${list}?edit=${a.id}`, del: `${list}?delete=${a.id}` }])),
    [addresses, list],
  );

  return (
    <section className="profile-page" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('profile.addresses.title')}</h1>
      <ProfileNotice tone={flash?.ok ? 'success' : 'danger'} message={flash?.message ?? null} id={flash} />
      <ProfileNotice tone="danger" message={addresses === null ? t('notice.addressesLoadFailed') : badIntent} id={actionData} />
      <p className="profile-page__lead">{t('profile.addresses.lead')}</p>

      {deleting ? (
        <section className="profile-confirm" aria-labelledby="address-delete-title">
          <h2 id="address-delete-title" ref={confirmRef} tabIndex={-1}>
            {t('profile.addresses.confirmHeading', { name: addressLabel(deleting, deletingIndex, t) })}
          </h2>
          <AddressLines address={deleting} countries={countries} />
          <p>{t('profile.addresses.confirmText')}</p>
          <Form method="post" action={list} className="profile-confirm__buttons" preventScrollReset>
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className="button profile-confirm__delete" aria-disabled={busy || undefined}>
              {t('profile.addresses.confirmDelete', { name: addressLabel(deleting, deletingIndex, t) })}
            </button>
            <RouterLink to={list} preventScrollReset>
              {t('profile.addresses.keep')}
            </RouterLink>
          </Form>
        </section>
      ) : null}

      {addresses ? (
        addresses.length === 0 ? (
          <p>{t('profile.addresses.empty')}</p>
        ) : (
          <>
            <p className="profile-page__count">{t('profile.addresses.count', { count: addresses.length })}</p>
            <ul className="profile-addresses">
              {addresses.map((address, index) => (
                <li key={address.id}>
                  <AddressCard address={address} index={index} countries={countries} editHref={hrefs.get(address.id)!.edit} deleteHref={hrefs.get(address.id)!.del} busy={busy} />
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}

      {addresses && !deleting ? (
        <AddressForm
          ref={formHeadingRef}
          key={editing ?? 'new'}
          heading={formHeading}
          id={editedIndex >= 0 ? editing : null}
          source={source}
          errors={answer?.errors ?? {}}
          message={answer?.message ?? null}
          answer={answer}
          countries={countries}
          cancelHref={editedIndex >= 0 ? list : null}
          busy={busy}
        />
      ) : null}
    </section>
  );
}
