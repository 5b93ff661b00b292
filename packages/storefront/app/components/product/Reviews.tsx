import './product.css';
import type { ProductDetail } from '@konfety/api/contract';
import { shopDateFormat } from '@konfety/domain/i18n/icu';
import { useUser } from '../../hooks/useCart';
import { useLocale, useT } from '../../i18n';
import { localePath } from '../../routing/route-names';

/** The product page's review block as the API answers it. */
export type ReviewSummary = ProductDetail['reviews'];

const DATE = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;

/** Five stars filled to `value` (0–5), for the eye only: the rating is always also given as text. */
function Stars({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars__empty">★★★★★</span>
      <span className="stars__fill" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/**
 * Product reviews (SPEC §2/§3/§9, ratings 1–5): the average with the count, the latest published reviews, how the
 * shop checks them (Consumer Protection Act §5a) and the link to write one (the customer's own review page, behind
 * the login). The page is shared, so whether the visitor is logged in is known only after hydration: until then, and
 * for visitors, the link is described by the note asking them to log in (SPEC §6 tooltip).
 */
export function Reviews({ reviews, headingId, productId }: { reviews: ReviewSummary; headingId: string; productId: number }) {
  const t = useT();
  const locale = useLocale();
  const user = useUser();
  const date = shopDateFormat(locale, DATE);
  return (
    <section className="catalog-section reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalog.reviews.title')}</h2>
      {reviews.count > 0 && reviews.average !== null ? (
        <p className="reviews__summary">
          <Stars value={reviews.average} />
          <span className="reviews__average">{t('catalog.reviews.average', { average: reviews.average })}</span>
          <span className="reviews__count">({t('catalog.reviews.count', { count: reviews.count })})</span>
        </p>
      ) : (
        <p>{t('catalog.reviews.none')}</p>
      )}
      {reviews.latest.length > 0 ? (
        <>
          <h3 className="reviews__latest">{t('catalog.reviews.latest')}</h3>
          <ul className="reviews__list">
            {reviews.latest.map((r) => (
              <li key={r.id} className="review">
                <p className="review__head">
                  <span className="review__author">{r.author_name}</span>
                  <Stars value={r.rating} />
                  <span className="catalog-sr">{t('catalog.reviews.rating', { rating: r.rating })}</span>
                  <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                  {r.verified_purchase ? <span className="review__verified">{t('catalog.reviews.verified')}</span> : null}
                </p>
                <p className="review__text">{r.text}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="reviews__rule">{t('catalog.reviews.rule')}</p>
      <p className="reviews__write">
        <a href={localePath('productReview', locale, { id: productId })} className="button button--secondary" aria-describedby={user ? undefined : 'reviews-login'}>
          {t('catalog.reviews.write')}
        </a>
        {user ? null : (
          <span id="reviews-login" className="reviews__note">
            {t('catalog.reviews.loginNote')}
          </span>
        )}
      </p>
    </section>
  );
}
