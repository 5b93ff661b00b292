import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

/**
 * SPEC §2 link handling: tel: and mailto: stay plain anchors, links marked
 * `leave` (external) open in a new tab with rel="noopener", everything else
 * is routed locally.
 */
export function SmartLink({ to, leave, className, children, onClick }: { to: string; leave?: boolean | undefined; className?: string; children: ReactNode; onClick?: () => void }) {
  if (/^(tel|mailto):/i.test(to)) {
    return (
      <a href={to} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (leave || /^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className} target={leave ? '_blank' : undefined} rel={leave ? 'noopener' : undefined} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={to} className={className} onClick={onClick}>
      {children}
    </RouterLink>
  );
}
