import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { LANGUAGE_PATH, type Locale, locales } from '../../routing/route-names';

/** Each language's name in itself (never translated). */
const ENDONYMS: Record<Locale, string> = { cs: 'Čeština', sk: 'Slovenčina', en: 'English' };

/**
 * Language switcher (SPEC §2): the same page in cs / sk / en, through `/_/language`, which remembers the choice in the
 * locale cookie (SPEC §9) and finds the page in that language on the server (a product at its translated slugs) — on the
 * Slovak shop's host for Slovak (lib/site-language.server.ts).
 * Plain links: a whole page load, as a move to another site must be. The current language is marked with aria-current.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const { locale } = useShell();
  const { pathname } = useLocation();
  return (
    <nav className={`hdr-switch${className ? ` ${className}` : ''}`} aria-label={t('header.language.label')}>
      <ul className="hdr-switch__list">
        {locales.map((l) => (
          <li key={l}>
            <a
              href={`${LANGUAGE_PATH}?${new URLSearchParams({ locale: l, from: pathname })}`}
              className="hdr-switch__option"
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'page' : undefined}
            >
              <span aria-hidden="true">{l.toUpperCase()}</span>
              <span className="hdr-sr">{ENDONYMS[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
