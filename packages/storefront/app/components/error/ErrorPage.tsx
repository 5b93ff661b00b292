import { Component, type ReactNode } from 'react';
import balloons from '../../assets/balloons.svg';
import { type MessageParams, useLocale, useT } from '../../i18n';
import type { ShellErrorKey } from '../../i18n/shell-errors';
import { localePath } from '../../routing/route-names';
import { RouterLink } from '../link/RouterLink';

/** SPEC §2/§8 error page: status code, a 404-specific title and text, a hint, a way home and the balloons. */
export function ErrorPage({ status }: { status: number }) {
  // Only the texts the bundle carries too (i18n/shell-errors.ts): the page may have none of the loaders' data.
  const t: (key: ShellErrorKey, params?: MessageParams) => string = useT();
  const locale = useLocale();
  const notFound = status === 404;
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <img className="error-page__picture" src={balloons} alt={t('shell.error.balloonsAlt')} width={240} height={260} />
      <div>
        <p className="error-page__status">{t('shell.error.status', { status })}</p>
        <h1 id="error-title">{notFound ? t('shell.error.404.title') : t('shell.error.generic.title')}</h1>
        <p>{notFound ? t('shell.error.404.text') : t('shell.error.generic.text')}</p>
        <p className="error-page__hint">{t('shell.error.hint')}</p>
        <RouterLink className="button button--primary" to={localePath('home', locale)}>
          {t('shell.backHome')}
        </RouterLink>
      </div>
    </section>
  );
}

/** If the error page itself fails, an English message with a link home (SPEC §2). */
export class FallbackErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-fallback" role="alert">
        <p>Sorry, something went wrong while showing this page.</p>
        <a href="/">Go to the home page</a>
      </div>
    );
  }
}
