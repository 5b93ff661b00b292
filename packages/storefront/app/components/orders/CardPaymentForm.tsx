import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n';
import { CsrfField } from '../global/CsrfField';

/**
 * SPEC §3: an unpaid card order offers "Zaplatit kartou". The form posts to
 * the summary route's action, which starts the payment and redirects to the
 * gateway — a plain form post, so it works without JavaScript. Pages other
 * than the summary (the account's order detail) pass the summary's path as
 * `action`.
 */
export function CardPaymentForm({ error, action }: { error: string | null; action?: string }) {
  const t = useT();
  return (
    <section className="order-pay order-pay--card" aria-labelledby="order-card-title">
      <h2 id="order-card-title" className="order-box__title">{t('orders.card.heading')}</h2>
      <p>{t('orders.card.lead')}</p>
      {error ? (
        <p className="order-notice order-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <CardPaymentButton action={action} className="order-pay__button" label={t('orders.card.submit')} busyLabel={t('orders.card.submitting')} />
    </section>
  );
}

/**
 * The "Zaplatit kartou" button in its own form (`intent=pay` to the summary's action). It shows itself busy
 * only while its own form is being sent, so one of several such buttons on a page (the account's order
 * list) does not disable the others.
 */
export function CardPaymentButton({ action, className, label, busyLabel, accessibleName }: { action?: string; className: string; label: string; busyLabel: string; accessibleName?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && (action === undefined || navigation.formAction === action);
  return (
    <Form method="post" action={action} replace>
      <CsrfField />
      <input type="hidden" name="intent" value="pay" />
      <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined} aria-label={accessibleName}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}
