import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps `--header-offset` (the page's scroll-padding-top) equal to the sticky header's real
 * height, which changes with the breakpoint, text zoom and wrapping; a header that scrolls away
 * (a window under 30em high, Header.styles.ts) covers nothing. Before the script runs, the
 * global styles' per-breakpoint values stand in.
 */
export function useHeaderOffset() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      const covers = getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
      root.style.setProperty('--header-offset', `${covers + 8}px`);
    };
    // Measured now too, so a hash scroll in the same commit already uses the real height.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    // The window's height alone decides whether the header is sticky.
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--header-offset');
    };
  }, []);
  return ref;
}
