import { type UiKey, useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { socialLinks } from '../../lib/social';
import { Icon, socialIcon } from './Icons';

const KNOWN: Record<string, UiKey> = {
  facebook: 'header.social.facebook',
  instagram: 'header.social.instagram',
  youtube: 'header.social.youtube',
  tiktok: 'header.social.tiktok',
  x: 'header.social.x',
  twitter: 'header.social.x',
  pinterest: 'header.social.pinterest',
};

/** A network's name: the catalogue's for the known ones, else the key capitalised. */
export function socialName(network: string, t: (key: UiKey) => string): string {
  const known = KNOWN[network];
  return known ? t(known) : network.charAt(0).toUpperCase() + network.slice(1);
}

/** Social links (SPEC §1): external, in a new tab with rel="noopener", each named by its network. */
export function SocialLinks({ className }: { className?: string }) {
  const t = useT();
  const { settings } = useShell();
  const links = socialLinks(settings);
  if (links.length === 0) return null;
  return (
    <ul className={`hdr-social${className ? ` ${className}` : ''}`} aria-label={t('header.social.label')}>
      {links.map((s) => {
        const name = socialName(s.network, t);
        return (
          <li key={s.network + s.url}>
            <a href={s.url} target="_blank" rel="noopener" className="hdr-social__link" title={name}>
              <Icon name={socialIcon(s.network)} />
              <span className="hdr-sr">
                {name} {t('header.newWindow')}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
