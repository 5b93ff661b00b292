import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../api/client';
import { t } from '../i18n';

/** While the first screen's data loads (the app has no server render). */
export function Loading() {
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** What went wrong, in words for staff: the API's own message when it sent one. */
export function errorText(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { title: t('errors.notFound'), message: error.body.error === 'not_found' ? error.message : t('errors.notFound.text') };
    if (error.status === 403) return { title: t('errors.forbidden'), message: error.message };
    return { title: t('errors.failed'), message: error.message };
  }
  if (isRouteErrorResponse(error)) return { title: error.status === 404 ? t('errors.pageNotFound') : t('errors.failed'), message: t('errors.http', { status: error.status }) };
  return { title: t('errors.failed'), message: t('errors.failed.text') };
}

/** A screen's error, inside the layout (header and navigation stay). */
export function RouteError() {
  const error = useRouteError();
  const { title, message } = errorText(error);
  return (
    <section className="page">
      <title>{t('common.documentTitle', { title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      <p>
        <Link to=".">{t('errors.retry')}</Link> · <Link to="/">{t('errors.toDashboard')}</Link>
      </p>
    </section>
  );
}

/** An error outside the layout (the staff member could not even be found out). */
export function LayoutError() {
  const error = useRouteError();
  const { title, message } = errorText(error);
  return (
    <main id="obsah" className="standalone">
      <title>{t('common.documentTitle', { title })}</title>
      <div className="card standalone__card">
        <p className="brand brand--dark">{t('common.brand')}</p>
        <h1>{title}</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        <p>
          <a href="/admin">{t('errors.reload')}</a>
        </p>
      </div>
    </main>
  );
}

export function NotFound() {
  return (
    <section className="page">
      <title>{t('common.documentTitle', { title: t('errors.pageNotFound') })}</title>
      <h1 tabIndex={-1}>{t('errors.pageNotFound')}</h1>
      <p>{t('errors.pageNotFound.text')}</p>
      <p>
        <Link to="/">{t('errors.toDashboard')}</Link>
      </p>
    </section>
  );
}
