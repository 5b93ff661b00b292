import type { ChangeEvent, ReactNode } from 'react';
import { PHONE_PREFIXES } from '@konfety/domain/checkout';
import type { UiKey } from '../../i18n';
import { useT } from '../../i18n';
import type { Country } from '../../lib/api.server';
import type { FieldErrors, ProfileValues } from '../../lib/profile';
import { Field, type FieldClasses, SelectField } from '../forms/Field';

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

const CLASSES: FieldClasses = { hint: 'profile-form__hint', error: 'field-error profile-form__error', optional: 'profile-form__optional', row: 'profile-form__with-action' };

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
 * One labelled control of an address form (components/forms): "(nepovinné)" on optional fields, the hint and the
 * field's first error tied to the control.
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
  const field = {
    id: profileFieldId(form, name),
    label: t(LABELS[name]),
    hint,
    errors: errors[name]?.[0],
    required: required ?? REQUIRED.has(name),
    optional: t('profile.optional'),
    after,
    classes: { ...CLASSES, field: `profile-form__field profile-form__field--${name}` },
  };
  const common = { name, value: values[name] ?? '', onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(name, e.currentTarget.value) };
  const auto = AUTOCOMPLETE[name];
  const autoComplete = auto ? `${section} ${auto}` : undefined;
  if (name === 'country') {
    return (
      <SelectField {...field} select={{ ...common, autoComplete }}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    );
  }
  if (name === 'phonePrefix') {
    return (
      <SelectField {...field} select={{ ...common, autoComplete: `${section} tel-country-code` }}>
        {PHONE_PREFIXES.map((p) => (
          <option key={p} value={p}>
            {p || t('profile.field.phonePrefixNone')}
          </option>
        ))}
      </SelectField>
    );
  }
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  const inputMode = name === 'zip' || name === 'companyId' ? ('numeric' as const) : name === 'phone' ? ('tel' as const) : name === 'email' ? ('email' as const) : undefined;
  return <Field {...field} input={{ ...common, type, inputMode, autoComplete: name === 'email' ? `${section} email` : name === 'phone' ? `${section} tel-national` : autoComplete }} />;
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
