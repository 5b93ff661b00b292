import type { OrderDocumentLink } from '../../lib/account-orders.server';
import { useT } from '../../i18n';

/**
 * The order's tax documents (issue 40), oldest first, each a plain link to its PDF: the download route answers it as
 * an attachment, so the browser saves it without JavaScript and stays on the page; no router link (nothing to render).
 */
export function OrderDocuments({ documents }: { documents: OrderDocumentLink[] }) {
  const t = useT();
  if (documents.length === 0) return null;
  return (
    <section className="order-box" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title" className="order-box__title">
        {t('account.order.documents.heading')}
      </h2>
      <ul className="account-order__documents">
        {documents.map((d) => (
          <li key={d.id}>
            <a href={d.href}>{t(`account.order.documents.${d.kind}`, { number: d.number })}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
