import { useT } from '../i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/maintenance';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location, { titleKey: 'shell.maintenance.title', noindex: true });

export default function Maintenance() {
  const t = useT();
  return (
    <section className="maintenance container" aria-labelledby="maintenance-title">
      <div className="maintenance__logo" aria-hidden="true">Konfety</div>
      <h1 id="maintenance-title">{t('shell.maintenance.title')}</h1>
      <p>{t('shell.maintenance.text')}</p>
    </section>
  );
}
