import type { ReactNode } from 'react';
import { PHONE_PREFIXES } from '@konfety/domain/checkout';
import type { UiKey } from '../../i18n';
import { useT } from '../../i18n';
import type { Country } from '../../lib/api.server';
import type { FieldErrors, ProfileValues } from '../../lib/profile';

/** The fields an address form may show, with their labels. */
export type ProfileFieldName = 'name' | 'firstname' | 'lastname' | 'company' | 'companyId' | 'vatId' | 'street' | 'city' | 'zip' | 'country' | 'phonePrefix' | 'phone' | 'email';

const LABELS: Record<ProfileFieldName, UiKey> = {
  name: 'profile.field.name',
  firstname: 'profile.field.firstname',
  lastname: 'profile.field.lastname',
  company: 'profile.field.company',
  companyId: 'profile.field.companyId',
  vatId: 'profile.field.vatId',
  street: 'profile.field.street',
  city: 'profile.field.city',
  zip: 'profile.field.zip',
  country: 'profile.field.country',
  phonePrefix: 'profile.field.phonePrefix',
  phone: 'profile.field.phone',
  email: 'profile.field.email',
};

/** Fields SPEC §5 requires of an address (the rest is optional; a company's IČO is the invoice form's own rule). */
const REQUIRED = new Set<ProfileFieldName>(['firstname', 'lastname', 'street', 'city', 'zip', 'country']);

export const profileFieldId = (form: string, name: string) => `${form}-${name}`;
export const profileErrorId = (form: string, name: string) => `${form}-${name}-error`;

export interface ProfileFieldsProps {
  /** The form's id: the prefix of its controls' ids. */
  form: string;
  values: ProfileValues;
  errors: FieldErrors;
  onChange: (name: ProfileFieldName, value: string) => void;
  /** `shipping` or `billing`: the autocomplete section of the address. */
  section: 'shipping' | 'billing';
  countries: readonly Country[];
}

const AUTOCOMPLETE: Partial<Record<ProfileFieldName, string>> = {
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  street: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country',
};

/**
 * One labelled control of an address form: the label tied to it, "(nepovinné)" on optional fields, a hint
 * and the field's error linked with aria-describedby, aria-invalid while it has an error.
 */
export function ProfileField({
  props,
  name,
  hint,
  required,
  after,
}: {
  props: ProfileFieldsProps;
  name: ProfileFieldName;
  hint?: string;
  required?: boolean;
  /** Something next to the control (the IČO's register button). */
  after?: ReactNode;
}) {
  const t = useT();
  const { form, values, errors, onChange, section, countries } = props;
  const id = profileFieldId(form, name);
  const error = errors[name]?.[0] ?? null;
  const hintId = hint ? `${id}-hint` : null;
  const isRequired = required ?? REQUIRED.has(name);
  const describedBy = [hintId, error ? profileErrorId(form, name) : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value: values[name] ?? '',
    required: isRequired || undefined,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  const auto = AUTOCOMPLETE[name];
  const autoComplete = auto ? `${section} ${auto}` : undefined;
  let control: ReactNode;
  if (name === 'country') {
    control = (
      <select {...common} autoComplete={autoComplete} onChange={(e) => onChange(name, e.currentTarget.value)}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    );
  } else if (name === 'phonePrefix') {
    control = (
      <select {...common} autoComplete={`${section} tel-country-code`} onChange={(e) => onChange(name, e.currentTarget.value)}>
        {PHONE_PREFIXES.map((p) => (
          <option key={p} value={p}>
            {p || t('profile.field.phonePrefixNone')}
          </option>
        ))}
      </select>
    );
  } else {
    const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
    const inputMode = name === 'zip' || name === 'companyId' ? ('numeric' as const) : name === 'phone' ? ('tel' as const) : name === 'email' ? ('email' as const) : undefined;
    control = (
      <input
        {...common}
        type={type}
        inputMode={inputMode}
        autoComplete={name === 'email' ? `${section} email` : name === 'phone' ? `${section} tel-national` : autoComplete}
        onChange={(e) => onChange(name, e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={`profile-form__field profile-form__field--${name}`}>
      <label htmlFor={id}>
        {t(LABELS[name])}
        {isRequired ? <span aria-hidden="true"> *</span> : <span className="profile-form__optional"> {t('profile.optional')}</span>}
      </label>
      {after ? (
        <div className="profile-form__with-action">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId!} className="profile-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={profileErrorId(form, name)} className="field-error profile-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The name and postal address of a delivery address or of the invoice details, in the order a letter has them. */
export function PostalAddressFields({ props }: { props: ProfileFieldsProps }) {
  return (
    <>
      <div className="profile-form__row">
        <ProfileField props={props} name="firstname" />
        <ProfileField props={props} name="lastname" />
      </div>
      <ProfileField props={props} name="street" />
      <div className="profile-form__row">
        <ProfileField props={props} name="zip" />
        <ProfileField props={props} name="city" />
      </div>
      <ProfileField props={props} name="country" />
    </>
  );
}
