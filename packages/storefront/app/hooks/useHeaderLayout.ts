import { type RefObject, useEffect, useState } from 'react';

/** SPEC §4/§9: the header gets its hover style once scrolled beyond its height minus 75 px. */
export const HEADER_HOVER_OFFSET = 75;

/**
 * Scroll-dependent layout of the header:
 * - `scrolled`: the page is scrolled beyond the header's height minus 75 px;
 * - `stickyTop`: how far the sticky header may scroll up before it sticks —
 *   the promo strip and the utility row above the bar scroll away, the bar
 *   and the menu stay (null until measured, so without JavaScript the header
 *   simply scrolls with the page).
 */
export function useHeaderLayout(headerRef: RefObject<HTMLElement | null>, barRef: RefObject<HTMLElement | null>, offset = HEADER_HOVER_OFFSET) {
  const [scrolled, setScrolled] = useState(false);
  const [stickyTop, setStickyTop] = useState<number | null>(null);

  useEffect(() => {
    const header = headerRef.current;
    const bar = barRef.current;
    if (!header || !bar) return;
    let height = header.offsetHeight;
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > height - offset);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const measure = () => {
      height = header.offsetHeight;
      setStickyTop(bar.offsetTop);
      schedule();
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(header);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', measure);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headerRef, barRef, offset]);

  return { scrolled, stickyTop };
}
