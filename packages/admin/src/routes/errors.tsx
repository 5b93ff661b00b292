import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../api/client';

/** While the first screen's data loads (the app has no server render). */
export function Loading() {
  return (
    <p className="loading" role="status">
      Načítám administraci…
    </p>
  );
}

/** What went wrong, in words for staff: the API's own message when it sent one. */
export function errorText(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { title: 'Nenalezeno', message: error.body.error === 'not_found' ? error.message : 'Tato část administrace zatím neexistuje nebo ji server nezná (HTTP 404).' };
    if (error.status === 403) return { title: 'Bez oprávnění', message: error.message };
    return { title: 'Něco se nepovedlo', message: error.message };
  }
  if (isRouteErrorResponse(error)) return { title: error.status === 404 ? 'Stránka nenalezena' : 'Něco se nepovedlo', message: `HTTP ${error.status}` };
  return { title: 'Něco se nepovedlo', message: 'Při zobrazení stránky došlo k chybě. Zkuste ji prosím načíst znovu.' };
}

/** A screen's error, inside the layout (header and navigation stay). */
export function RouteError() {
  const error = useRouteError();
  const { title, message } = errorText(error);
  return (
    <section className="page">
      <title>{`${title} – Konfety administrace`}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      <p>
        <Link to=".">Zkusit znovu</Link> · <Link to="/">Na přehled</Link>
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
      <title>{`${title} – Konfety administrace`}</title>
      <div className="card standalone__card">
        <p className="brand brand--dark">Konfety – administrace</p>
        <h1>{title}</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        <p>
          <a href="/admin">Načíst administraci znovu</a>
        </p>
      </div>
    </main>
  );
}

export function NotFound() {
  return (
    <section className="page">
      <title>Stránka nenalezena – Konfety administrace</title>
      <h1 tabIndex={-1}>Stránka nenalezena</h1>
      <p>Taková stránka v administraci není.</p>
      <p>
        <Link to="/">Na přehled</Link>
      </p>
    </section>
  );
}
