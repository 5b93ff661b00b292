import sprite from '../../assets/icons.svg';

/**
 * Card and wallet marks accepted by the shop: simplified shapes in the brands' colours (no downloaded artwork),
 * drawn from the icon sprite (assets/icons.svg, symbols `pay-…`). Each is an image named after the method.
 */
const LOGOS = [
  ['Visa', 'pay-visa'],
  ['Mastercard', 'pay-mastercard'],
  ['Maestro', 'pay-maestro'],
  ['Apple Pay', 'pay-apple-pay'],
  ['Google Pay', 'pay-google-pay'],
] as const;

export function PaymentLogos({ labelledBy }: { labelledBy?: string }) {
  return (
    <ul className="payment-logos" aria-labelledby={labelledBy}>
      {LOGOS.map(([name, symbol]) => (
        <li key={name} className="payment-logos__item">
          <svg role="img" aria-label={name} viewBox="0 0 52 32" width="52" height="32" focusable="false">
            <title>{name}</title>
            <use href={`${sprite}#${symbol}`} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
