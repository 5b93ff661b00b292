import './footer.css';
import { type ReactNode, useId } from 'react';
import { pragueDate } from '@konfety/domain/calendar';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { SmartLink } from '../link/SmartLink';
import { NewsletterForm } from './NewsletterForm';
import { PaymentLogos } from './PaymentLogos';
import { Icon, socialIcon } from '../header/Icons';
import { socialName } from '../header/SocialLinks';
import { socialLinks } from '../../lib/social';
import { CONSENT_BAR_ID } from '../../lib/cookie-names';

/** The `contacts` setting (SPEC §3), as far as the footer uses it. */
export interface OpeningHours {
  days: string;
  open: string | null;
  close: string | null;
  text?: string;
}
export interface ContactsNotice {
  from: string;
  to: string;
  text?: string;
  branch?: { id?: number; name: string; address: string };
}
export interface Contacts {
  company?: string;
  street?: string;
  zip?: string;
  city?: string;
  address?: string;
  phone?: string;
  email?: string;
  ico?: string;
  dic?: string;
  register?: string;
  openingHours: OpeningHours[];
  notice?: ContactsNotice;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const isoDate = (v: unknown): string | undefined => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The setting's value read defensively: settings are free JSON, a missing or odd field just leaves its line out. */
export function readContacts(value: unknown): Contacts {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const hours = Array.isArray(v.opening_hours) ? v.opening_hours : [];
  const notice = (typeof v.notice === 'object' && v.notice !== null ? v.notice : null) as Record<string, unknown> | null;
  const branch = (typeof notice?.branch === 'object' && notice.branch !== null ? notice.branch : null) as Record<string, unknown> | null;
  const from = isoDate(notice?.from);
  const to = isoDate(notice?.to);
  const branchName = str(branch?.name);
  const branchAddress = str(branch?.address);
  return {
    company: str(v.company),
    street: str(v.street),
    zip: str(v.zip),
    city: str(v.city),
    address: str(v.address),
    phone: str(v.phone),
    email: str(v.email),
    ico: str(v.ico),
    dic: str(v.dic),
    register: str(v.register),
    openingHours: hours.flatMap((h: unknown) => {
      if (typeof h !== 'object' || h === null) return [];
      const r = h as Record<string, unknown>;
      const days = str(r.days);
      if (!days) return [];
      return [{ days, open: str(r.open) ?? null, close: str(r.close) ?? null, ...(str(r.text) ? { text: str(r.text) } : {}) }];
    }),
    notice:
      from && to
        ? { from, to, ...(str(notice?.text) ? { text: str(notice?.text) } : {}), ...(branchName && branchAddress ? { branch: { name: branchName, address: branchAddress } } : {}) }
        : undefined,
  };
}

/** Today's date in Prague, as YYYY-MM-DD. */
export function pragueToday(now = new Date()): string {
  return pragueDate(now);
}

/** The closure notice shows until its last day has passed. */
export function isNoticeCurrent(notice: ContactsNotice | undefined, today: string): boolean {
  return notice !== undefined && today <= notice.to;
}

/** "2026-12-24" → "24. 12. 2026". */
function czDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

/** "+420 222 333 444" → "tel:+420222333444". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`site-footer__block ${className ?? ''}`.trim()} aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BottomMenuNav({ title, links }: { title: string; links: Array<{ text: string; link: string; leave?: boolean }> }) {
  const id = useId();
  return (
    <nav className="site-footer__block site-footer__menu" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((l, i) => (
          <li key={`${i}-${l.link}`}>
            <SmartLink to={l.link} leave={l.leave}>
              {l.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SPEC §1/§9 footer: contact block, opening hours with the closure notice,
 * newsletter, social links, the two bottom-menu lists, payment logos and the
 * copyright line. Contents come from the `contacts` and `bottommenu` settings.
 */
export function Footer() {
  const shell = useShell();
  const t = useT();
  const paymentsId = useId();
  const socialId = useId();
  const contacts = readContacts(shell.settings.contacts);
  const social = socialLinks(shell.settings);
  const today = pragueToday();
  const hours: OpeningHours[] =
    contacts.openingHours.length > 0
      ? contacts.openingHours
      : [
          { days: t('footer.hours.weekdays'), open: '10:30', close: '18:30' },
          { days: t('footer.hours.saturday'), open: '11:00', close: '18:00' },
        ];
  const notice = isNoticeCurrent(contacts.notice, today) ? contacts.notice : undefined;
  const noticeText =
    notice &&
    (notice.text ??
      (notice.branch
        ? t('footer.hours.noticeFallback', { from: czDate(notice.from), to: czDate(notice.to), branch: notice.branch.name, address: notice.branch.address })
        : undefined));
  const company = contacts.company ?? 'Konfety';
  const cityLine = [contacts.zip, contacts.city].filter(Boolean).join(' ');
  const newWindow = t('footer.newWindow');

  return (
    <footer className="site-footer">
      <div className="site-footer__band">
        <div className="container site-footer__band-inner">
          <NewsletterForm className="site-footer__newsletter" />
          {social.length > 0 && (
            <nav className="site-footer__social" aria-labelledby={socialId}>
              <h2 id={socialId} className="site-footer__heading site-footer__heading--band">
                {t('footer.social.heading')}
              </h2>
              <ul className="social-links">
                {social.map(({ network, url }) => {
                  const name = socialName(network, t);
                  return (
                    <li key={network}>
                      <a className="social-links__link" href={url} target="_blank" rel="noopener">
                        <Icon name={socialIcon(network)} />
                        <span className="footer-sr-only">
                          {name} {newWindow}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
        </div>
      </div>

      <div className="container site-footer__grid">
        <Block title={t('footer.contact.heading')} className="site-footer__contact">
          <address className="site-footer__address">
            <strong className="site-footer__company">{company}</strong>
            {contacts.street || cityLine ? (
              <>
                {contacts.street && <span>{contacts.street}</span>}
                {cityLine && <span>{cityLine}</span>}
              </>
            ) : (
              contacts.address && <span>{contacts.address}</span>
            )}
            {contacts.phone && (
              <span className="site-footer__contact-line">
                <span className="site-footer__contact-label">{t('footer.contact.phone')}: </span>
                <SmartLink to={telHref(contacts.phone)}>{contacts.phone}</SmartLink>
              </span>
            )}
            {contacts.email && (
              <span className="site-footer__contact-line">
                <span className="site-footer__contact-label">{t('footer.contact.email')}: </span>
                <SmartLink to={`mailto:${contacts.email}`}>{contacts.email}</SmartLink>
              </span>
            )}
          </address>
          {(contacts.ico || contacts.dic) && (
            <p className="site-footer__ids">
              {contacts.ico && <span>{t('footer.contact.ico', { ico: contacts.ico })}</span>}
              {contacts.dic && <span>{t('footer.contact.dic', { dic: contacts.dic })}</span>}
            </p>
          )}
        </Block>

        <Block title={t('footer.hours.heading')} className="site-footer__hours">
          <dl className="opening-hours">
            {hours.map((h) => (
              <div key={h.days} className="opening-hours__row">
                <dt>{h.days}</dt>
                <dd>
                  {h.open && h.close ? (
                    <>
                      <time>{h.open}</time>–<time>{h.close}</time>
                    </>
                  ) : (
                    (h.text ?? t('footer.hours.closed'))
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {noticeText && (
            <p className="site-footer__notice">
              <strong>{t('footer.hours.noticeLabel')}: </strong>
              {noticeText}
            </p>
          )}
        </Block>

        {shell.bottomMenu.map((menu, i) => (
          <BottomMenuNav key={`${i}-${menu.title}`} title={menu.title} links={menu.links} />
        ))}
      </div>

      <div className="container site-footer__payments">
        <h2 id={paymentsId} className="site-footer__heading site-footer__heading--inline">
          {t('footer.payments.heading')}
        </h2>
        <PaymentLogos labelledBy={paymentsId} />
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">{t('footer.copyright', { year: today.slice(0, 4), company })}</p>
          {contacts.register && <p className="site-footer__register">{contacts.register}</p>}
          {/* Reopens the consent bar (lib/consent.server.tsx) by its fragment: no script needed. */}
          <a className="site-footer__cookies" href={`#${CONSENT_BAR_ID}`}>
            {t('footer.cookieSettings')}
          </a>
        </div>
      </div>
    </footer>
  );
}
