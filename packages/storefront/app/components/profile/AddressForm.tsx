import { forwardRef, useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useProfileValues } from '../../hooks/useProfileValues';
import { useT } from '../../i18n';
import type { Country } from '../../lib/api.server';
import { type FieldErrors, focusFirstInvalid, type ProfileValues } from '../../lib/profile';
import { CsrfField } from '../global/CsrfField';
import { PostalAddressFields, ProfileField, type ProfileFieldsProps } from './fields';
import { RouterLink } from '../link/RouterLink';

const FORM_ID = 'address-form';

/**
 * Adding or editing a saved address (SPEC §3 fields, §5 checks): a plain form posted to the page's action
 * (`intent=save`, the address's `id` when editing), so it works without JavaScript; with it, the same post goes
 * through React Router. A refusal comes back with the typed values and each field's error (aria-describedby);
 * the focus goes to the first invalid field, else to the form's message.
 */
export const AddressForm = forwardRef<HTMLHeadingElement, {
  heading: string;
  id: number | null;
  source: ProfileValues;
  errors: FieldErrors;
  message: string | null;
  /** Changes with every answer of the action, so the focus moves again after a second refusal. */
  answer: object | undefined;
  countries: readonly Country[];
  cancelHref: string | null;
  busy: boolean;
}>(function AddressForm({ heading, id, source, errors, message, answer, countries, cancelHref, busy }, headingRef) {
  const t = useT();
  const { values, setValue } = useProfileValues(source);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) focusFirstInvalid(formRef.current, messageRef.current);
  }, [answer]);
  const props: ProfileFieldsProps = { form: FORM_ID, values, errors, onChange: setValue, section: 'shipping', countries };
  return (
    <section className="profile-form-section" aria-labelledby={`${FORM_ID}-title`}>
      <h2 id={`${FORM_ID}-title`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <Form method="post" id={FORM_ID} ref={formRef} className="profile-form" noValidate preventScrollReset aria-busy={busy || undefined}>
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        {id !== null ? <input type="hidden" name="id" value={id} /> : null}
        {message ? (
          <div ref={messageRef} role="alert" tabIndex={-1} className="profile-notice profile-notice--danger">
            <p>{message}</p>
          </div>
        ) : null}
        <ProfileField props={props} name="name" hint={t('profile.field.nameHint')} />
        <PostalAddressFields props={props} />
        <ProfileField props={props} name="company" />
        <div className="profile-form__row">
          <ProfileField props={props} name="companyId" />
          <ProfileField props={props} name="vatId" />
        </div>
        <div className="profile-form__row profile-form__row--phone">
          <ProfileField props={props} name="phonePrefix" required={false} />
          <ProfileField props={props} name="phone" />
        </div>
        <ProfileField props={props} name="email" />
        <div className="profile-form__buttons">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {id !== null ? t('profile.addresses.save') : t('profile.addresses.add')}
          </button>
          {cancelHref ? (
            <RouterLink to={cancelHref} className="profile-form__cancel" preventScrollReset>
              {t('profile.addresses.cancel')}
            </RouterLink>
          ) : null}
        </div>
      </Form>
    </section>
  );
});
