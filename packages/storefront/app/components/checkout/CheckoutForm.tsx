import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { PHONE_PREFIXES, phonePrefixOf } from '@konfety/domain/checkout';
import { useLocale, useT } from '../../i18n';
import type { Cart, CheckoutMethods, Country } from '../../lib/api.server';
import { usePrice } from '../../lib/price';
import { actionPaths, localePath } from '../../routing/route-names';
import { useHydrated } from '../../hooks/useHydrated';
import { type CheckoutValues, type FieldErrors, paymentsFor, type SavedAddressChoice } from '../../lib/checkout-form';
import { PacketaPicker, type PickupPoint } from './PacketaPicker';
import { CsrfField } from '../global/CsrfField';
import { ChoiceGroup } from '../forms/ChoiceGroup';
import { CheckboxField, Field, FieldError, type FieldClasses, SelectField, TextareaField, useFieldIds } from '../forms/Field';

type Delivery = CheckoutMethods['delivery'][number];
type Payment = CheckoutMethods['payment'][number];

export const fieldId = (name: string) => `co-${name.replace(/\./g, '-')}`;

const FIELD: FieldClasses = { field: 'checkout__field', hint: 'checkout__hint', error: 'field-error', optional: 'checkout__optional' };
const CHECK: FieldClasses = { field: 'checkout__check', error: 'field-error' };
const CHOICE: FieldClasses = { field: 'checkout__group checkout__choice', error: 'field-error' };

/**
 * The checkout (SPEC §2 cart, §5 order rules): delivery and payment, the
 * branch or pickup point they need, a gift, contact, invoice (optionally
 * company) and delivery address, note and newsletter; the terms and the submit
 * button are `CheckoutSubmit`'s, after the order summary. A plain form for
 * the checkout action; with JavaScript it shows only the payments the chosen
 * delivery allows and hides sections that do not apply. Errors sit under their
 * fields (aria-describedby); `onFieldsChange` hears every change of its values,
 * a picked pickup point included.
 */
export function CheckoutForm({
  cart,
  methods,
  countries,
  savedAddresses = [],
  idempotencyKey,
  initial,
  errors,
  busy,
  delivery,
  payment,
  onDelivery,
  onPayment,
  onSubmit,
  onFieldsChange,
}: {
  cart: Cart;
  methods: CheckoutMethods;
  countries: Country[];
  /** A logged-in customer's saved addresses the site delivers to, offered for the delivery address. */
  savedAddresses?: readonly SavedAddressChoice[];
  idempotencyKey: string;
  initial: CheckoutValues;
  errors: FieldErrors;
  busy: boolean;
  delivery: Delivery | null;
  payment: Payment | null;
  onDelivery: (d: Delivery) => void;
  onPayment: (p: Payment | null) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onFieldsChange: (form: HTMLFormElement) => void;
}) {
  const t = useT();
  const price = usePrice();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [isCompany, setIsCompany] = useState(initial.isCompany === 'on');
  const [different, setDifferent] = useState(initial.differentDelivery === 'on');
  // The chosen saved address, and the delivery fields' values: choosing one fills them (a new `key` remounts them
  // with its values); typing into them afterwards makes the choice "fill in below" again.
  const [savedChoice, setSavedChoice] = useState(initial.savedAddressId ?? '');
  const [deliveryFill, setDeliveryFill] = useState<{ key: number; values: CheckoutValues }>({ key: 0, values: initial });
  const chooseSaved = (id: string) => {
    setSavedChoice(id);
    const chosen = savedAddresses.find((a) => String(a.id) === id);
    if (chosen) setDeliveryFill((f) => ({ key: f.key + 1, values: chosen.fields }));
  };
  const [point, setPoint] = useState<PickupPoint | null>(
    initial['pickupPoint.id']
      ? { id: initial['pickupPoint.id'], name: initial['pickupPoint.name'] ?? '', street: initial['pickupPoint.street'] ?? '', city: initial['pickupPoint.city'] ?? '', zip: initial['pickupPoint.zip'] ?? '' }
      : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // A picked point fills hidden fields, which fire no change event.
  useEffect(() => {
    if (point && formRef.current) onFieldsChange(formRef.current);
  }, [point, onFieldsChange]);
  const payments = hydrated ? paymentsFor(methods, delivery) : methods.payment;
  const shipsTo = countries.filter((c) => c.code === methods.ships_to);
  const err = (name: string) => errors[name]?.[0] ?? null;
  const pickupIds = useFieldIds({ id: fieldId('pickupPoint'), errors: err('pickupPoint') });
  const show = (when: boolean) => !hydrated || when;

  // A delivery that does not allow the chosen payment drops it (SPEC §5: personal pickup only with prepayment).
  useEffect(() => {
    if (delivery && payment && !delivery.payment_ids.includes(payment.id)) onPayment(null);
  }, [delivery, payment, onPayment]);

  const pickupDelivery = methods.delivery.find((d) => d.requires_pickup_point && d.widget_url);
  const isDelivery = (name: string) => name.startsWith('deliveryAddress.');
  const startValue = (name: string) => (isDelivery(name) ? deliveryFill.values : initial)[name] ?? '';
  const typedDelivery = () => setSavedChoice('');
  const optional = t('checkout.optional');
  /** A field's shared props: its id, its first error, "(nepovinné)" unless required, the checkout's look. */
  const field = (name: string, label: string, required = true) => ({ id: fieldId(name), label, errors: err(name), required, optional, classes: FIELD });
  const text = (name: string, label: string, opts: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'numeric' | 'tel' | 'email' } = {}) => (
    <Field
      {...field(name, label, opts.required !== false)}
      input={{
        name,
        type: opts.type ?? 'text',
        autoComplete: opts.autoComplete,
        inputMode: opts.inputMode,
        defaultValue: startValue(name),
        onChange: isDelivery(name) && savedChoice ? typedDelivery : undefined,
      }}
    />
  );
  const address = (prefix: 'invoiceAddress' | 'deliveryAddress', section: string) => (
    <>
      {text(`${prefix}.firstname`, t('checkout.field.firstname'), { autoComplete: `${section} given-name` })}
      {text(`${prefix}.lastname`, t('checkout.field.lastname'), { autoComplete: `${section} family-name` })}
      {text(`${prefix}.street`, t('checkout.field.street'), { autoComplete: `${section} street-address` })}
      {text(`${prefix}.city`, t('checkout.field.city'), { autoComplete: `${section} address-level2` })}
      {text(`${prefix}.zip`, t('checkout.field.zip'), { autoComplete: `${section} postal-code`, inputMode: 'numeric' })}
      <SelectField {...field(`${prefix}.country`, t('checkout.field.country'))} select={{ name: `${prefix}.country`, autoComplete: `${section} country`, defaultValue: startValue(`${prefix}.country`) || methods.ships_to }}>
        {(prefix === 'deliveryAddress' ? shipsTo : countries).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </>
  );

  return (
    <form
      id="checkout"
      ref={formRef}
      className="checkout"
      method="post"
      action={actionPaths.checkout}
      noValidate
      onSubmit={onSubmit}
      onChange={(e) => onFieldsChange(e.currentTarget)}
      aria-busy={busy || undefined}
    >
      <CsrfField />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="redirectTo" value={localePath('cart', locale)} />

      <ChoiceGroup id={fieldId('deliveryId')} legend={t('checkout.delivery.legend')} errors={err('deliveryId')} classes={CHOICE}>
        {methods.delivery.map((d) => (
          <Radio
            key={d.id}
            name="deliveryId"
            value={d.id}
            checked={delivery?.id === d.id}
            onChange={() => onDelivery(d)}
            label={d.name}
            detail={d.free_from !== null && cart.totals.total >= d.free_from ? t('cart.totals.free') : price(d.price_vat)}
            description={d.description}
            invalid={!!err('deliveryId')}
          />
        ))}
      </ChoiceGroup>

      {show(!!delivery?.requires_branch) ? (
        <SelectField {...field('branchId', t('checkout.branch.label'))} select={{ name: 'branchId', defaultValue: initial.branchId ?? '' }}>
          <option value="">{t('checkout.branch.placeholder')}</option>
          {methods.branches.map((b) => (
            <option key={b.id} value={b.id}>
              {`${b.name} – ${b.street}, ${b.city}`}
            </option>
          ))}
        </SelectField>
      ) : null}

      {pickupDelivery && show(!!delivery?.requires_pickup_point) ? (
        <div className="checkout__pickup" role="group" aria-labelledby="co-pickup-heading">
          <p id="co-pickup-heading" className="checkout__label">
            {t('checkout.pickupPoint.label')}
          </p>
          {hydrated && methods.packeta_api_key !== null ? (
            <PacketaPicker widgetUrl={pickupDelivery.widget_url!} apiKey={methods.packeta_api_key} value={point} onPick={setPoint} aria={pickupIds.attrs} country={methods.ships_to} language={locale} />
          ) : (
            <p>{t(hydrated ? 'checkout.pickupPoint.unavailable' : 'checkout.pickupPoint.needsScript')}</p>
          )}
          <FieldError id={pickupIds.errorId} errors={err('pickupPoint')} className="field-error" />
        </div>
      ) : null}

      <ChoiceGroup id={fieldId('paymentId')} legend={t('checkout.payment.legend')} errors={err('paymentId')} classes={CHOICE}>
        {payments.map((p) => (
          <Radio
            key={p.id}
            name="paymentId"
            value={p.id}
            checked={payment?.id === p.id}
            onChange={() => onPayment(p)}
            label={p.name}
            detail={p.price_vat === 0 ? t('cart.totals.free') : price(p.price_vat)}
            description={p.description}
            invalid={!!err('paymentId')}
          />
        ))}
      </ChoiceGroup>
      {hydrated && delivery?.requires_branch ? <p className="checkout__hint">{t('checkout.pickupRequiresPrepayment')}</p> : null}

      {methods.gifts.length > 0 ? (
        <ChoiceGroup id={fieldId('giftId')} legend={t('checkout.gift.legend')} errors={err('giftId')} classes={CHOICE}>
          <Radio name="giftId" value="" defaultChecked={!initial.giftId} label={t('checkout.gift.none')} invalid={!!err('giftId')} />
          {methods.gifts.map((g) => (
            <Radio
              key={g.id}
              name="giftId"
              value={g.id}
              defaultChecked={initial.giftId === String(g.id)}
              disabled={cart.totals.total < g.min_total}
              label={g.name}
              detail={t('checkout.gift.from', { price: price(g.min_total) })}
              invalid={!!err('giftId')}
            />
          ))}
        </ChoiceGroup>
      ) : null}

      <fieldset className="checkout__group">
        <legend>{t('checkout.contact.legend')}</legend>
        {text('email', t('checkout.field.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <div className="checkout__phone">
          <SelectField {...field('phonePrefix', t('checkout.field.phonePrefix'), false)} errors={null} select={{ name: 'phonePrefix', autoComplete: 'tel-country-code', defaultValue: initial.phonePrefix || phonePrefixOf(shipsTo[0]?.phone_prefix) }}>
            {PHONE_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {p || t('checkout.field.phonePrefixNone')}
              </option>
            ))}
          </SelectField>
          {text('phone', t('checkout.field.phone'), { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        </div>
      </fieldset>

      <fieldset className="checkout__group">
        <legend>{t('checkout.invoice.legend')}</legend>
        <Check name="isCompany" label={t('checkout.field.isCompany')} checked={isCompany} onChange={setIsCompany} />
        {show(isCompany) ? (
          <div className="checkout__company">
            {text('invoiceAddress.company', t('checkout.field.company'), { autoComplete: 'organization', required: false })}
            {text('invoiceAddress.companyId', t('checkout.field.companyId'), { inputMode: 'numeric', required: isCompany })}
            {text('invoiceAddress.vatId', t('checkout.field.vatId'), { required: false })}
          </div>
        ) : null}
        {address('invoiceAddress', 'billing')}
      </fieldset>

      <fieldset className="checkout__group">
        <legend>{t('checkout.deliveryAddress.legend')}</legend>
        <Check name="differentDelivery" label={t('checkout.field.differentDelivery')} checked={different} onChange={setDifferent} />
        {savedAddresses.length > 0 && show(different) ? (
          <SelectField
            {...field('savedAddressId', t('checkout.savedAddress.label'), false)}
            errors={null}
            hint={hydrated ? null : t('checkout.savedAddress.hint')}
            select={{ name: 'savedAddressId', value: savedChoice, onChange: (e) => chooseSaved(e.currentTarget.value) }}
          >
            <option value="">{t('checkout.savedAddress.none')}</option>
            {savedAddresses.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {show(different) ? <Fragment key={deliveryFill.key}>{address('deliveryAddress', 'shipping')}</Fragment> : null}
      </fieldset>

      <TextareaField {...field('note', t('checkout.field.note'), false)} textarea={{ name: 'note', rows: 3, maxLength: 1000, defaultValue: initial.note ?? '' }} />
      <Check name="newsletter" label={t('checkout.field.newsletter')} defaultChecked={initial.newsletter === 'on'} />
    </form>
  );
}

/**
 * The agreement with the terms (linked, opening in a new window so the filled-in form stays) and the submit button
 * of the checkout form: they belong to it by `form="checkout"` and stand after the order summary, so a shopper
 * reaches the total before the button, on a phone too.
 */
export function CheckoutSubmit({ agreed, error, busy, onChange }: { agreed: boolean; error: string | null; busy: boolean; onChange: (form: HTMLFormElement) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="checkout-submit">
      <Check
        form="checkout"
        name="terms"
        label={t('checkout.field.terms')}
        defaultChecked={agreed}
        onChange={(_, form) => form && onChange(form)}
        error={error}
        required
        extra={
          <a className="checkout-submit__terms" href={localePath('terms', locale)} target="_blank" rel="noopener">
            {t('checkout.field.termsLink')}
            <span className="visually-hidden"> {t('checkout.newWindow')}</span>
          </a>
        }
      />
      <button type="submit" form="checkout" className="button button--primary checkout__submit" aria-disabled={busy || undefined}>
        {t('checkout.submit')}
      </button>
    </div>
  );
}

function Radio({
  name,
  value,
  label,
  detail,
  description,
  invalid,
  ...rest
}: {
  name: string;
  value: string | number;
  label: string;
  detail?: string;
  description?: string | null;
  invalid: boolean;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: () => void;
}) {
  const id = `${fieldId(name)}-${value || 'none'}`;
  return (
    <div className="checkout__radio">
      <input type="radio" id={id} name={name} value={value} aria-invalid={invalid || undefined} {...rest} />
      <label htmlFor={id}>
        <span className="checkout__radio-name">{label}</span>
        {detail ? <span className="checkout__radio-price">{detail}</span> : null}
        {description ? <span className="checkout__radio-desc">{description}</span> : null}
      </label>
    </div>
  );
}

/** A checkbox of the checkout (components/forms), optionally outside the form (`form`) with a change handler. */
function Check({
  name,
  label,
  form,
  checked,
  defaultChecked,
  onChange,
  error = null,
  required,
  extra,
}: {
  name: string;
  label: string;
  /** The form it belongs to when it stands outside it. */
  form?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, form: HTMLFormElement | null) => void;
  error?: string | null;
  required?: boolean;
  extra?: ReactNode;
}) {
  return (
    <CheckboxField
      id={fieldId(name)}
      label={label}
      errors={error}
      required={required}
      extra={extra}
      classes={CHECK}
      input={{ name, form, checked, defaultChecked, onChange: onChange ? (e) => onChange(e.currentTarget.checked, e.currentTarget.form) : undefined }}
    />
  );
}
