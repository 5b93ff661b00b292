import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n';
import { CsrfField } from '../global/CsrfField';

/**
 * SPEC §3: an unpaid card order offers "Zaplatit kartou". The form posts to
 * the summary route's action, which starts the payment and redirects to the
 * gateway — a plain form post, so it works without JavaScript.
 */
export function CardPaymentForm({ error }: { error: string | null }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <section className="order-pay order-pay--card" aria-labelledby="order-card-title">
      <h2 id="order-card-title" className="order-box__title">{t('orders.card.heading')}</h2>
      <p>{t('orders.card.lead')}</p>
      {error ? (
        <p className="order-notice order-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" replace>
        <CsrfField />
        <input type="hidden" name="intent" value="pay" />
        <button type="submit" className="order-pay__button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('orders.card.submitting') : t('orders.card.submit')}
        </button>
      </Form>
    </section>
  );
}
