import { data, Form, Link, useNavigation } from 'react-router';
import { reviewSchema } from '@konfety/domain/review-forms';
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, reviewAuthorName } from '@konfety/domain/reviews';
import { issuesToFieldErrors } from '@konfety/domain/validation';
import { FieldError, TextareaField } from '../components/forms/Field';
import { CsrfField } from '../components/global/CsrfField';
import '../components/product/review-page.css';
import { useT } from '../i18n';
import { messagesFor, translate } from '../i18n/catalogue.server';
import { ApiError } from '../lib/api.server';
import { flashNotice } from '../lib/auth.server';
import { readForm } from '../lib/forms.server';
import { captchaHeaders, formWideError } from '../lib/captcha.server';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders, PRIVATE_PAGE_HEADERS } from '../lib/page-headers';
import { doneWith, whenLoggedOut } from '../lib/profile.server';
import { productParams, routeParams } from '../lib/params.server';
import { visitor } from '../lib/session.server';
import { useShell } from '../lib/shell';
import { useClientUi } from '../hooks/useClientUi';
import { localeOfPath, localePath, localePrefix } from '../routing/route-names';
import type { Route } from './+types/product-review';

/** The flash `form` of the "review sent" notice. */
const SENT = 'review';

/** The choices, the most stars first. */
const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/** The form's data, or the page's 404 for a product the shop does not sell (a lapsed login goes to log in again). */
async function reviewData(request: Request, context: Route.LoaderArgs['context'], id: number) {
  const { api } = await visitor(request, context);
  try {
    return await api.data('GET /account/reviews/:productId', { params: { productId: id } });
  } catch (e) {
    whenLoggedOut(e, new URL(request.url));
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw data(null, { status: 404 });
    throw e;
  }
}

/**
 * SPEC §3/§5 product review, the customer's own (one per product, edited in place): its stars and text, the
 * verified-purchase rule (Consumer Protection Act §5a) and whether this review will carry the badge. A page of its
 * own, private, behind the login (the product page is shared by the page cache and knows nobody).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { id } = routeParams(productParams, params);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [mine, notice] = await Promise.all([reviewData(request, context, id), flashNotice(request, context, SENT)]);
  const title = translate(locale, 'catalog.review.meta', { name: mine.product.name });
  return data({ mine, notice, title, messages: messagesFor(locale, ['catalog.review', 'catalog.reviews', 'profile.formErrors']) }, { headers: PRIVATE_PAGE_HEADERS });
}

/** Checks the form with the API's rules (SPEC §5), saves it and comes back (303) with "Hodnocení bylo odesláno." */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { id } = routeParams(productParams, params);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const form = await readForm(request);
  const values = { rating: String(form.get('rating') ?? ''), text: String(form.get('text') ?? '').slice(0, REVIEW_TEXT_MAX + 100) };
  const { api, jar } = await visitor(request, context);
  const refused = (errors: Record<string, string[]> | undefined, key: 'profile.formErrors' | 'notice.reviewFailed', status: number, message = translate(locale, key)) =>
    data({ values, errors: errors ?? {}, message }, { status, headers: PRIVATE_PAGE_HEADERS });
  const parsed = reviewSchema.safeParse(values);
  if (!parsed.success) return refused(issuesToFieldErrors(parsed.error.issues, locale), 'profile.formErrors', 422);
  try {
    await api.call('PUT /account/reviews/:productId', { params: { productId: id }, body: parsed.data, headers: captchaHeaders(form) });
  } catch (e) {
    whenLoggedOut(e, url);
    // The captcha's refusal (the whole form's) says what to do; field errors get the form's own alert.
    if (e instanceof ApiError && e.status === 422) return refused(e.body.errors, 'profile.formErrors', 422, formWideError(e.body.errors) ?? undefined);
    if (e instanceof ApiError && e.status === 404) throw data(null, { status: 404 });
    return refused(undefined, 'notice.reviewFailed', 502);
  }
  return doneWith(jar.flash, localePath('productReview', locale, { id }), SENT, locale, { ok: true, key: 'notice.reviewSent' });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, { title: loaderData?.title, noindex: true });

export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const shell = useShell();
  const navigation = useNavigation();
  const { mine, notice } = loaderData;
  const { product, review } = mine;
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const rating = actionData?.values.rating ?? String(review?.rating ?? '');
  const productUrl = `${localePrefix(shell.locale)}${product.url}`;
  const author = shell.user ? reviewAuthorName(shell.user.firstname, shell.user.lastname) : null;
  // With a captcha: its notice, and the first focus in the form brings its code (lib/captcha.ts).
  const [, loadUi] = useClientUi();
  return (
    <section className="container review-page" aria-labelledby="review-title">
      <h1 id="review-title">{review ? t('catalog.review.edit') : t('catalog.review.title')}</h1>
      <p className="review-page__product">
        {product.main_image ? <img src={`/images/ico/${product.main_image}`} alt="" width={64} height={64} /> : null}
        <Link to={productUrl}>{product.name}</Link>
      </p>
      {/* Its own notices, not the account's (ProfileNotice): a component shared with the account pages would be merged into the chunk every page loads. */}
      {notice || actionData?.message ? (
        <p role={notice ? 'status' : 'alert'} className={`review-page__notice review-page__notice--${notice ? 'success' : 'danger'}`}>
          {notice ?? actionData?.message}
        </p>
      ) : null}
      <p>{mine.verified_purchase ? t('catalog.review.verifiedYes') : t('catalog.review.verifiedNo')}</p>
      <p className="review-page__rule">{t('catalog.reviews.rule')}</p>
      <Form method="post" className="review-form" noValidate aria-busy={busy || undefined} onSubmit={(e) => busy && e.preventDefault()} onFocus={shell.captcha ? loadUi : undefined}>
        <CsrfField />
        <fieldset className="review-form__stars" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
          <legend>{`${t('catalog.review.rating')} *`}</legend>
          {STARS.map((n) => (
            <label key={n} className="review-form__star">
              <input type="radio" name="rating" value={n} defaultChecked={rating === String(n)} aria-invalid={errors.rating ? true : undefined} />
              <span className="stars" aria-hidden="true">
                {'★'.repeat(n)}
                <span className="stars__empty">{'★'.repeat(5 - n)}</span>
              </span>
              <span>{t('catalog.review.star', { count: n })}</span>
            </label>
          ))}
          <FieldError id="review-rating-error" errors={errors.rating} className="review-form__error" />
        </fieldset>
        <TextareaField
          label={t('catalog.review.text')}
          hint={author ? t('catalog.review.hint', { name: author }) : t('catalog.review.hintNoName')}
          required
          errors={errors.text}
          classes={{ error: 'review-form__error', hint: 'review-form__hint' }}
          autoFocus={!errors.rating && Boolean(errors.text)}
          textarea={{ name: 'text', rows: 6, maxLength: REVIEW_TEXT_MAX, defaultValue: actionData?.values.text ?? review?.text ?? '' }}
        />
        {shell.captcha ? <p data-captcha="review" {...shell.captcha} /> : null}
        <div className="review-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {review ? t('catalog.review.save') : t('catalog.review.submit')}
          </button>
          <Link to={productUrl}>{t('catalog.review.back')}</Link>
        </div>
      </Form>
    </section>
  );
}
