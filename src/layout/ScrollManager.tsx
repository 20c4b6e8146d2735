import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new path starts at the top; a hash scrolls to its element. `scroll-padding-top` in the
 * global styles keeps that element clear of the sticky header.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useLayoutEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    // On the first render the browser has already placed the page (or restored it on reload).
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return null;
}
