import sprite from '../../assets/icons.svg';

/** The symbols of assets/icons.svg. */
export type IconName =
  | 'search'
  | 'user'
  | 'bag'
  | 'menu'
  | 'close'
  | 'chevron'
  | 'grid'
  | 'pin'
  | 'external'
  | 'logout'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'tiktok'
  | 'link';

/**
 * A decorative icon (24 × 24, currentColor) from the sprite; its meaning is always in text next to it. The path
 * data lives in one cached SVG file, not in every page's JavaScript.
 */
export function Icon({ name, className }: { name: IconName; className?: string | undefined }) {
  return (
    <svg className={`hdr-icon${className ? ` ${className}` : ''}`} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** The icon of a social network, by its lower-case name; the link icon for the others. */
export function socialIcon(network: string): IconName {
  return network === 'facebook' || network === 'instagram' || network === 'youtube' || network === 'tiktok' ? network : 'link';
}

/** The Konfety mark: a balloon with confetti, in the theme colours. */
export function LogoMark() {
  return (
    <svg className="hdr-logo__mark" viewBox="0 0 44 48" width="40" height="44" aria-hidden="true" focusable="false">
      <ellipse cx="22" cy="18" rx="13" ry="15.5" fill="#ffb600" />
      <ellipse cx="17" cy="12" rx="3.5" ry="5" fill="#fff" opacity=".55" transform="rotate(-20 17 12)" />
      <path d="M22 33.5l-2.6 3.4h5.2Z" fill="#f7a600" />
      <path d="M22 37c-3 3 3 5 0 9" fill="none" stroke="#1d1d1f" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="4" cy="9" r="2.2" fill="#d24291" />
      <rect x="37" y="4" width="4" height="4" rx="1" fill="#d24291" transform="rotate(25 39 6)" />
      <circle cx="40" cy="27" r="1.8" fill="#f7a600" />
      <rect x="2" y="26" width="4" height="2.4" rx="1" fill="#f7a600" transform="rotate(-30 4 27)" />
    </svg>
  );
}
