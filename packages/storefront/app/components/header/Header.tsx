import './header.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { localePath } from '../../routing/route-names';
import { AccountWidget } from './AccountWidget';
import { CartWidget } from './CartWidget';
import { CurrencySwitcher } from './CurrencySwitcher';
import { Icon, LogoMark } from './Icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MegaMenu } from './MegaMenu';
import { MobileMenu, MobileMenuToggle } from './MobileMenu';
import { PromoBanner } from './PromoBanner';
import { SearchBox } from './SearchBox';
import { SocialLinks } from './SocialLinks';
import { TopMenu } from './TopMenu';
import { useHeaderLayout } from '../../hooks/useHeaderLayout';
import { RouterLink } from '../link/RouterLink';

type PanelId = 'account' | 'cart' | 'categories';
interface OpenPanel {
  id: PanelId | null;
  /** Whether focus moves into the panel (opened from its button) or stays (opened by itself). */
  focus: boolean;
}

/**
 * The site header (SPEC §1 layout, §4 header): promo banner; a utility row
 * with the branches link, social links and the language and currency
 * switchers; the bar with logo, search, account and cart widgets; the row
 * with the category mega-menu and the main menu; and, below 1024 px, the
 * hamburger and the mobile menu. One popover is open at a time; navigating
 * closes them.
 */
export function Header() {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const logoRef = useRef<HTMLAnchorElement>(null);
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const [panel, setPanel] = useState<OpenPanel>({ id: null, focus: false });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { scrolled, stickyTop } = useHeaderLayout(headerRef, barRef);

  // A new page closes whatever was open.
  useEffect(() => {
    setPanel({ id: null, focus: false });
    setMobileOpen(false);
  }, [location.key]);

  const handlers = useMemo(() => {
    const make = (id: PanelId) => (open: boolean, focus = true) =>
      setPanel((current) => (open ? { id, focus } : current.id === id ? { id: null, focus: false } : current));
    return { account: make('account'), cart: make('cart'), categories: make('categories') };
  }, []);

  const openMobile = useCallback(() => {
    setPanel({ id: null, focus: false });
    setMobileOpen(true);
  }, []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const loginFromMobile = useCallback(() => {
    setMobileOpen(false);
    setPanel({ id: 'account', focus: true });
  }, []);

  const className = ['site-header', scrolled && 'site-header--scrolled', stickyTop !== null && 'site-header--sticky'].filter(Boolean).join(' ');

  return (
    <header ref={headerRef} className={className} style={stickyTop !== null ? { top: -stickyTop } : undefined}>
      {shell.promo && <PromoBanner key={shell.promo.id} promo={shell.promo} onClosed={() => logoRef.current?.focus()} />}

      <div className="hdr-utility">
        <div className="container hdr-utility__inner">
          <div className="hdr-utility__start">
            <RouterLink to={localePath('branches', shell.locale)} className="hdr-branches">
              <Icon name="pin" />
              {t('header.branches')}
            </RouterLink>
            <SocialLinks />
          </div>
          <div className="hdr-utility__end">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
        </div>
      </div>

      <div ref={barRef} className="hdr-main">
        <div className="container hdr-bar">
          <MobileMenuToggle open={mobileOpen} onOpen={openMobile} />
          <RouterLink ref={logoRef} to={localePath('home', shell.locale)} className="hdr-logo" aria-label={t('header.logo')}>
            <LogoMark />
            <span className="hdr-logo__text">Konfety</span>
          </RouterLink>
          <SearchBox className="hdr-bar__search" />
          <div className="hdr-actions">
            <AccountWidget open={panel.id === 'account'} focusOnOpen={panel.focus} onOpenChange={handlers.account} buttonRef={accountButtonRef} />
            <CartWidget open={panel.id === 'cart'} focusOnOpen={panel.focus} onOpenChange={handlers.cart} />
          </div>
        </div>
        <div className="hdr-nav">
          <div className="container hdr-nav__inner">
            <MegaMenu open={panel.id === 'categories'} focusOnOpen={panel.focus} onOpenChange={handlers.categories} />
            <TopMenu />
          </div>
        </div>
      </div>

      <MobileMenu open={mobileOpen} onClose={closeMobile} onLogin={loginFromMobile} />
    </header>
  );
}
