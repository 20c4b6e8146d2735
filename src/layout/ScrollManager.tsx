import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Focus without a second scroll: the element has just been scrolled to, or is at the top. */
function focusHere(element: HTMLElement | null) {
  if (!element) return;
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

/**
 * A new path starts at the top; a hash scrolls to its element. `scroll-padding-top` in the
 * global styles keeps that element clear of the sticky header. After a link to another page the
 * focus moves to that page's heading (or the linked element), so a screen reader announces the
 * new page and the keyboard goes on from there, not from the link that is gone.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  const lastPath = useRef(pathname);

  useLayoutEffect(() => {
    const isFirst = firstRender.current;
    const newPage = pathname !== lastPath.current;
    firstRender.current = false;
    lastPath.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (hash) target?.scrollIntoView();
    // On the first render the browser has already placed the page (or restored it on reload).
    else if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (newPage) focusHere(target ?? document.querySelector<HTMLElement>('main h1'));
  }, [pathname, hash]);

  return null;
}
