import type { ReactNode } from 'react';
import { type UiKey, useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { socialLinks } from '../../lib/social';
import { FacebookIcon, InstagramIcon, LinkIcon, TiktokIcon, YoutubeIcon } from './Icons';

const KNOWN: Record<string, { key: UiKey; icon: ReactNode }> = {
  facebook: { key: 'header.social.facebook', icon: <FacebookIcon /> },
  instagram: { key: 'header.social.instagram', icon: <InstagramIcon /> },
  youtube: { key: 'header.social.youtube', icon: <YoutubeIcon /> },
  tiktok: { key: 'header.social.tiktok', icon: <TiktokIcon /> },
  x: { key: 'header.social.x', icon: <LinkIcon /> },
  twitter: { key: 'header.social.x', icon: <LinkIcon /> },
  pinterest: { key: 'header.social.pinterest', icon: <LinkIcon /> },
};

/** Social links (SPEC §1): external, in a new tab with rel="noopener", each named by its network. */
export function SocialLinks({ className }: { className?: string }) {
  const t = useT();
  const { settings } = useShell();
  const links = socialLinks(settings);
  if (links.length === 0) return null;
  return (
    <ul className={`hdr-social${className ? ` ${className}` : ''}`} aria-label={t('header.social.label')}>
      {links.map((s) => {
        const known = KNOWN[s.network];
        const name = known ? t(known.key) : s.network.charAt(0).toUpperCase() + s.network.slice(1);
        return (
          <li key={s.network + s.url}>
            <a href={s.url} target="_blank" rel="noopener" className="hdr-social__link" title={name}>
              {known?.icon ?? <LinkIcon />}
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
