import type { ReactNode } from 'react';

/**
 * Card and wallet marks accepted by the shop, drawn as small inline SVGs
 * (simplified shapes in the brands' colours, no downloaded artwork). Each is
 * an image named after the method.
 */
interface Logo {
  name: string;
  art: ReactNode;
}

const W = 52;
const H = 32;

function Card({ children, fill = '#fff', stroke = '#d4d4d8' }: { children: ReactNode; fill?: string; stroke?: string }) {
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" fill={fill} stroke={stroke} />
      {children}
    </>
  );
}

/** The overlap of two circles of radius r at cx1 < cx2 (same cy): a lens path. */
function lens(cx1: number, cx2: number, cy: number, r: number): string {
  const x = (cx1 + cx2) / 2;
  const h = Math.sqrt(r * r - ((cx2 - cx1) / 2) ** 2);
  return `M${x} ${cy - h}A${r} ${r} 0 0 1 ${x} ${cy + h}A${r} ${r} 0 0 1 ${x} ${cy - h}Z`;
}

const logos: Logo[] = [
  {
    name: 'Visa',
    art: (
      <Card>
        <text x="26" y="21" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="15" fontWeight="700" fontStyle="italic" fill="#1a1f71" letterSpacing="0.5">
          VISA
        </text>
        <rect x="8" y="24" width="36" height="2" fill="#f7b600" />
      </Card>
    ),
  },
  {
    name: 'Mastercard',
    art: (
      <Card>
        <circle cx="21" cy="16" r="10" fill="#eb001b" />
        <circle cx="31" cy="16" r="10" fill="#f79e1b" />
        <path d={lens(21, 31, 16, 10)} fill="#ff5f00" />
      </Card>
    ),
  },
  {
    name: 'Maestro',
    art: (
      <Card>
        <circle cx="21" cy="14" r="9" fill="#0099df" />
        <circle cx="31" cy="14" r="9" fill="#ed0006" />
        <path d={lens(21, 31, 14, 9)} fill="#6c6bbd" />
        <text x="26" y="29.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="6" fill="#1d1d1f">
          maestro
        </text>
      </Card>
    ),
  },
  {
    name: 'Apple Pay',
    art: (
      <Card fill="#000" stroke="#000">
        {/* A simplified apple: body, bite and leaf. */}
        <path
          d="M17.6 11.2c-1.2 0-2.1.7-2.7.7s-1.4-.7-2.4-.7c-1.6 0-3.1 1.3-3.1 3.9 0 2.7 1.9 6.1 3.3 6.1.8 0 1.1-.5 2.2-.5s1.3.5 2.2.5c1 0 2-1.8 2.5-3.2-1.3-.5-2-1.7-2-2.9 0-1.1.6-2 1.5-2.6-.5-.8-1.3-1.3-1.5-1.3z"
          fill="#fff"
        />
        <path d="M16.9 8c.1.9-.3 1.8-.9 2.3-.6.6-1.3.9-2 .8-.1-.8.3-1.7.8-2.2.6-.6 1.4-.9 2.1-.9z" fill="#fff" />
        <text x="34" y="20.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="12" fontWeight="500" fill="#fff">
          Pay
        </text>
      </Card>
    ),
  },
  {
    name: 'Google Pay',
    art: (
      <Card>
        {/* The four-colour "G": arcs of one ring plus the crossbar. */}
        <g fill="none" strokeWidth="2.6">
          <path d="M19.2 12.3A6 6 0 0 0 9.6 13.2" stroke="#ea4335" />
          <path d="M9.6 13.2A6 6 0 0 0 9.6 18.8" stroke="#fbbc04" />
          <path d="M9.6 18.8A6 6 0 0 0 18.9 20.1" stroke="#34a853" />
          <path d="M18.9 20.1A6 6 0 0 0 20.5 16H14.6" stroke="#4285f4" />
        </g>
        <text x="35" y="20.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="12" fontWeight="500" fill="#3c4043">
          Pay
        </text>
      </Card>
    ),
  },
];

export function PaymentLogos({ labelledBy }: { labelledBy?: string }) {
  return (
    <ul className="payment-logos" aria-labelledby={labelledBy}>
      {logos.map((logo) => (
        <li key={logo.name} className="payment-logos__item">
          <svg role="img" aria-label={logo.name} viewBox={`0 0 ${W} ${H}`} width={W} height={H} focusable="false">
            <title>{logo.name}</title>
            {logo.art}
          </svg>
        </li>
      ))}
    </ul>
  );
}
