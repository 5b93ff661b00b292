import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import type { Banner } from '../../lib/api.server';
import { SmartLink } from '../link/SmartLink';
import { Icon } from './Icons';
import { actionPaths } from '../../routing/route-names';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { CsrfField } from '../global/CsrfField';
import { Picture } from '../media/Picture';

/** SPEC §4/§9: the top banner hides by itself after 30 s. */
export const PROMO_AUTO_HIDE_MS = 30_000;

/** Banners hidden in this browser tab (closed, or timed out), so a remount does not bring them back. Client only. */
const hiddenBanners = new Set<number>();

/**
 * The closable promo strip above the header (SPEC §1/§4). "Skrýt banner"
 * posts to /_/promo, which sets the one-day cookie: without JavaScript the
 * action redirects back and the root loader no longer returns the banner;
 * with it the banner hides at once and the post runs through a fetcher. It
 * also hides by itself after 30 s (not while pointed at or focused).
 */
export function PromoBanner({ promo, onClosed }: { promo: Banner; onClosed?: () => void }) {
  const t = useT();
  const location = useLocation();
  const { submit } = useActionFetcher();
  const [hidden, setHidden] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hiddenBanners.has(promo.id)) {
      setHidden(true);
      return;
    }
    let timer = window.setTimeout(function hide() {
      const root = rootRef.current;
      if (root && (root.matches(':hover') || root.contains(document.activeElement))) {
        timer = window.setTimeout(hide, 1000);
        return;
      }
      hiddenBanners.add(promo.id);
      setHidden(true);
    }, PROMO_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [promo.id]);

  if (hidden) return null;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    hiddenBanners.add(promo.id);
    void submit(actionPaths.promo, e.currentTarget);
    setHidden(true);
    onClosed?.();
  };

  // A stored picture (`path`) comes in every size and format; an image given only as a URL is shown as it is.
  // The strip's art is 10:1 (seed: 1200×120); it is shown from 768 px only, so it is lazy: phones never load it.
  const image = promo.path ? (
    <Picture className="hdr-promo__image" path={promo.path} alt="" slot="promoStrip" width={800} height={80} />
  ) : promo.image ? (
    <img className="hdr-promo__image" src={promo.image} alt="" width={800} height={80} loading="lazy" decoding="async" />
  ) : null;
  const content = (
    <>
      {image}
      <span className={image ? 'hdr-promo__title hdr-promo__title--with-image' : 'hdr-promo__title'}>{promo.title}</span>
    </>
  );

  return (
    <section ref={rootRef} className="hdr-promo" aria-label={t('header.promo.label')}>
      <div className="hdr-promo__inner">
        {promo.url ? (
          <SmartLink to={promo.url} leave={promo.target === '_blank'} className="hdr-promo__link">
            {content}
          </SmartLink>
        ) : (
          <div className="hdr-promo__link">{content}</div>
        )}
        <form method="post" action={actionPaths.promo} className="hdr-promo__form" onSubmit={onSubmit}>
          <CsrfField />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="hdr-promo__close" title={t('header.promo.close')}>
            <Icon name="close" />
            <span className="hdr-sr">{t('header.promo.close')}</span>
          </button>
        </form>
      </div>
    </section>
  );
}
