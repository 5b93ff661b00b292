import { useT } from '../../i18n';
import type { MenuLink } from '../../lib/shell';
import { useShell } from '../../lib/shell';
import { SmartLink } from '../link/SmartLink';
import { Icon } from './Icons';

/** One entry of the `topmenu` setting (SPEC §3: text, link, leave), through SmartLink (SPEC §2 link handling). */
export function TopMenuLink({ item, onNavigate }: { item: MenuLink; onNavigate?: () => void }) {
  const t = useT();
  return (
    <SmartLink to={item.link} leave={item.leave} className="hdr-menu__link" onClick={onNavigate}>
      {item.text}
      {item.leave && (
        <>
          <Icon name="external" className="hdr-menu__external" />
          <span className="hdr-sr"> {t('header.newWindow')}</span>
        </>
      )}
    </SmartLink>
  );
}

/** The main menu from the `topmenu` setting. */
export function TopMenu() {
  const t = useT();
  const { topMenu } = useShell();
  if (topMenu.length === 0) return null;
  return (
    <nav className="hdr-menu" aria-label={t('header.nav.label')}>
      <ul className="hdr-menu__list">
        {topMenu.map((item) => (
          <li key={item.link + item.text}>
            <TopMenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
