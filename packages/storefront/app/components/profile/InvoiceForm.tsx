import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { useHydrated } from '../../hooks/useHydrated';
import { useProfileValues } from '../../hooks/useProfileValues';
import { useT } from '../../i18n';
import type { Country } from '../../lib/api.server';
import { type FieldErrors, focusFirstInvalid, type ProfileFormAnswer, type ProfileValues } from '../../lib/profile';
import { CsrfField } from '../global/CsrfField';
import { PostalAddressFields, ProfileField, profileFieldId, type ProfileFieldsProps } from './fields';

const FORM_ID = 'invoice-form';

/**
 * The invoice details (SPEC §3 Address, §5 IČO/DIČ checks) with "Načíst údaje z ARES" next to the IČO. Both
 * buttons submit the one form to the page's action: `intent=save` stores it, `intent=ares` answers the form
 * filled from the company register, not saved — so both work without JavaScript. With JavaScript the register
 * is asked through a fetcher: the page stays, the fields fill in, the focus moves to the company name, and a
 * polite live region says what happened (or that the register failed; the form stays usable).
 */
export function InvoiceForm({
  source,
  answer,
  countries,
  busy,
}: {
  source: ProfileValues;
  /** The action's answer of a post without a fetcher (a refused save, or the register's answer without JavaScript). */
  answer: ProfileFormAnswer | undefined;
  countries: readonly Country[];
  busy: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const lookup = useFetcher<ProfileFormAnswer>();
  const { values, setValue, setValues } = useProfileValues(source);
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const [status, setStatus] = useState<string | null>(answer?.intent === 'ares' ? (answer.message ?? answer.errors?.companyId?.[0] ?? null) : null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const looking = lookup.state !== 'idle';

  // A post answered by the page (JavaScript on, a refused save): its errors, the focus on the first of them.
  useEffect(() => {
    if (!answer) return;
    setErrors(answer.errors ?? {});
    if (answer.intent === 'save') focusFirstInvalid(formRef.current, messageRef.current);
  }, [answer]);

  // The register's answer through the fetcher.
  const handled = useRef<ProfileFormAnswer | undefined>(undefined);
  useEffect(() => {
    const data = lookup.data;
    if (lookup.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    setValues(data.values);
    setErrors(data.errors ?? {});
    setStatus(data.message ?? data.errors?.companyId?.[0] ?? null);
    const focus = data.filled ? 'company' : data.errors?.companyId ? 'companyId' : null;
    if (focus) document.getElementById(profileFieldId(FORM_ID, focus))?.focus();
  }, [lookup.state, lookup.data, setValues]);

  const askRegister = (e: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    e.preventDefault();
    if (looking) return;
    setStatus(t('profile.invoice.aresLoading'));
    void lookup.submit(e.currentTarget, { method: 'post', preventScrollReset: true });
  };

  const props: ProfileFieldsProps = { form: FORM_ID, values, errors, onChange: setValue, section: 'billing', countries };
  const formMessage = answer?.intent === 'save' ? (answer.message ?? null) : null;
  return (
    <Form method="post" id={FORM_ID} ref={formRef} className="profile-form" noValidate preventScrollReset aria-busy={busy || looking || undefined}>
      <CsrfField />
      {/* Enter in a field submits with the form's first button: this one saves (the register's button comes earlier in the form). */}
      <button type="submit" name="intent" value="save" className="profile-form__default-submit" tabIndex={-1} aria-hidden="true" />
      {formMessage ? (
        <div ref={messageRef} role="alert" tabIndex={-1} className="profile-notice profile-notice--danger">
          <p>{formMessage}</p>
        </div>
      ) : null}
      <fieldset className="profile-form__group">
        <legend>{t('profile.invoice.company')}</legend>
        <p className="profile-form__hint">{t('profile.invoice.companyHint')}</p>
        <ProfileField
          props={props}
          name="companyId"
          after={
            <button type="submit" name="intent" value="ares" className="profile-form__ares" formNoValidate onClick={askRegister} aria-disabled={looking || undefined}>
              {t('profile.invoice.ares')}
            </button>
          }
        />
        <p className="profile-form__status" role="status" aria-live="polite">
          {status}
        </p>
        <ProfileField props={props} name="company" />
        <ProfileField props={props} name="vatId" />
      </fieldset>
      <fieldset className="profile-form__group">
        <legend>{t('profile.invoice.address')}</legend>
        <PostalAddressFields props={props} />
      </fieldset>
      <fieldset className="profile-form__group">
        <legend>{t('profile.invoice.contact')}</legend>
        <div className="profile-form__row profile-form__row--phone">
          <ProfileField props={props} name="phonePrefix" required={false} />
          <ProfileField props={props} name="phone" />
        </div>
        <ProfileField props={props} name="email" />
      </fieldset>
      <div className="profile-form__buttons">
        <button type="submit" name="intent" value="save" className="button button--primary" aria-disabled={busy || undefined}>
          {t('profile.invoice.save')}
        </button>
      </div>
    </Form>
  );
}
