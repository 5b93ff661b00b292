import { useEffect, useId } from 'react';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { AccountLinks } from './AccountWidget';
import { CurrencySwitcher } from './CurrencySwitcher';
import { Icon } from './Icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CategoryList } from './MegaMenu';
import { localePath } from '../../routing/route-names';
import { SearchBox } from './SearchBox';
import { SocialLinks } from './SocialLinks';
import { TopMenuLink } from './TopMenu';
import { useHydrated } from '../../hooks/useHydrated';
import { useUser } from '../../hooks/useCart';
import { RouterLink } from '../link/RouterLink';
import { Dialog } from '../dialog/Dialog';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The hamburger (below 1024 px). Without JavaScript it links to the panel, which CSS shows as :target. */
export function MobileMenuToggle({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${MOBILE_MENU_ID}`} className="hdr-burger">
        <Icon name="menu" />
        <span className="hdr-burger__label">{t('header.menu.open')}</span>
      </a>
    );
  }
  return (
    <button type="button" className="hdr-burger" aria-expanded={open} aria-controls={MOBILE_MENU_ID} onClick={onOpen}>
      <Icon name="menu" />
      <span className="hdr-burger__label">{t('header.menu.open')}</span>
    </button>
  );
}

/**
 * Mobile menu (SPEC §1, below 1024 px): a full-height modal `Dialog` with the search, the main menu, the
 * categories, the account links and the language and currency switchers. Escape, "Zavřít" or the shade beside it
 * close it and focus goes back to the toggle; widening past the breakpoint closes it. Without JavaScript it is the
 * toggle link's target, shown by CSS.
 */
export function MobileMenu({
  open,
  onClose,
  onLogin,
}: {
  open: boolean;
  onClose: () => void;
  /** Visitors: open the account widget's login form. */
  onLogin: () => void;
}) {
  const t = useT();
  const shell = useShell();
  const hydrated = useHydrated();
  const titleId = useId();
  const { locale, topMenu, categories } = shell;
  const user = useUser();

  // Widening past the breakpoint closes it (the desktop header has all it holds).
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && onClose();
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open, onClose]);

  // After hydration the content exists only while open (it repeats the header's).
  const showContent = !hydrated || open;
  const close = hydrated ? (
    <button type="button" className="hdr-mobile__close" onClick={onClose}>
      <Icon name="close" />
      <span className="hdr-mobile__close-label">{t('header.menu.close')}</span>
    </button>
  ) : (
    <a href="#" className="hdr-mobile__close">
      <Icon name="close" />
      <span className="hdr-mobile__close-label">{t('header.menu.close')}</span>
    </a>
  );

  return (
    <Dialog id={MOBILE_MENU_ID} open={open} onClose={onClose} className={`dialog-screen hdr-mobile${hydrated ? '' : ' hdr-mobile--nojs'}`} aria-labelledby={titleId}>
      <div className="hdr-mobile__sheet">
        <div className="hdr-mobile__head">
          <h2 id={titleId} className="hdr-mobile__title">
            {t('header.menu.title')}
          </h2>
          {close}
        </div>
        {showContent && (
          <div className="hdr-mobile__body">
            <SearchBox className="hdr-mobile__search" animate={false} />

            {topMenu.length > 0 && (
              <nav aria-label={t('header.nav.label')} className="hdr-mobile__section">
                <ul className="hdr-mobile__menu">
                  {topMenu.map((item) => (
                    <li key={item.link + item.text}>
                      <TopMenuLink item={item} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </nav>
            )}

            {categories.length > 0 && (
              <div className="hdr-mobile__section">
                <h3 className="hdr-mobile__heading">
                  {t('header.categories.toggle')}
                </h3>
                {hydrated ? (
                  <CategoryList categories={categories} className="hdr-mobile__cats" onNavigate={onClose} />
                ) : (
                  // Without JavaScript the main categories only (each page lists its subcategories): the whole tree is
                  // already in the header's category menu, and a second copy would double every page's largest part.
                  <ul className="hdr-mobile__menu">
                    {categories.map((c) => (
                      <li key={c.id}>
                        <RouterLink to={c.url}>{c.name}</RouterLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}

            <div className="hdr-mobile__section">
              <h3 className="hdr-mobile__heading">
                {user ? t('header.account.menuLabel') : t('header.menu.account')}
              </h3>
              {user ? (
                <div className="hdr-mobile__account">
                  <p className="hdr-account__title">
                    <span className="hdr-account__signed">{t('header.account.signedInAs')}</span>{' '}
                    <strong>
                      {user.firstname} {user.lastname}
                    </strong>
                  </p>
                  <AccountLinks user={user} locale={locale} onNavigate={onClose} />
                </div>
              ) : (
                <ul className="hdr-mobile__menu">
                  {hydrated && (
                    <li>
                      <button type="button" className="hdr-mobile__link-button" onClick={onLogin}>
                        {t('header.account.submit')}
                      </button>
                    </li>
                  )}
                  <li>
                    <RouterLink to={localePath('register', locale)} onClick={onClose}>
                      {t('header.account.register')}
                    </RouterLink>
                  </li>
                  <li>
                    <RouterLink to={localePath('passwordReset', locale)} onClick={onClose}>
                      {t('header.account.forgotPassword')}
                    </RouterLink>
                  </li>
                </ul>
              )}
            </div>

            <div className="hdr-mobile__section hdr-mobile__settings">
              <h3 className="hdr-mobile__heading">
                {t('header.menu.settings')}
              </h3>
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>

            <div className="hdr-mobile__section hdr-mobile__footer">
              <RouterLink to={localePath('branches', locale)} className="hdr-branches" onClick={onClose}>
                <Icon name="pin" />
                {t('header.branches')}
              </RouterLink>
              <SocialLinks />
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}

