import type { ReactNode } from 'react';

/** Decorative line icons of the header (24 × 24, currentColor); their meaning is always in text next to them. */
function Icon({ children, className, filled }: { children: ReactNode; className?: string | undefined; filled?: boolean }) {
  return (
    <svg
      className={`hdr-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

type P = { className?: string };

export const SearchIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);
export const UserIcon = ({ className }: P) => (
  <Icon className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const BagIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </Icon>
);
export const MenuIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ChevronIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const GridIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Icon>
);
export const PinIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);
export const ExternalIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
export const LogoutIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Icon>
);

export const FacebookIcon = ({ className }: P) => (
  <Icon className={className} filled>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  </Icon>
);
export const InstagramIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </Icon>
);
export const YoutubeIcon = ({ className }: P) => (
  <Icon className={className}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9.2 5 2.8-5 2.8V9.2Z" fill="currentColor" />
  </Icon>
);
export const TiktokIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M14 3.5v11a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3.5c.4 2.6 2.4 4.6 5 4.8" />
  </Icon>
);
export const LinkIcon = ({ className }: P) => (
  <Icon className={className}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

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
