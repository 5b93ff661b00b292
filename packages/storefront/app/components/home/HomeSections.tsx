import './home.css';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n';
import type { Service } from '@konfety/api/contract';
import { localePath } from '../../routing/route-names';
import { Picture } from '../media/Picture';
import { RouterLink } from '../link/RouterLink';

/** A home section, labelled by its heading for assistive technology. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="home-section">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Service cards: picture, title (the link) and perex; the whole card is the link's click target. */
export function ServiceCards({ services }: { services: readonly Service[] }) {
  const locale = useLocale();
  return (
    <ul className="service-cards">
      {services.map((s) => (
        <li key={s.id} className="service-card">
          <Picture path={s.image} alt="" slot="serviceCard" width={128} height={128} className="service-card__image" />
          <h3 className="service-card__title">
            <RouterLink to={localePath('service', locale, { id: s.id, slug: s.slug })}>{s.title}</RouterLink>
          </h3>
          <p className="service-card__perex">{s.perex}</p>
        </li>
      ))}
    </ul>
  );
}

