import type { ReactNode } from 'react';
import { Header } from '../components/header/Header';
import { Footer } from '../components/footer/Footer';
import { useT } from '../i18n';

/** SPEC §2 default layout: header, main content, footer, the intro-popup slot (the cookie bar: lib/consent.server.tsx, after the page). */
export function DefaultChrome({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
      <Footer />
      <div id="intro-popup-slot" />
    </>
  );
}
