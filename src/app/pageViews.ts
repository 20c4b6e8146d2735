/**
 * What the owner's visit counts need before their own chunk (src/app/visits.ts) has loaded: when
 * to load it, and the router's word that another page is shown. Both are a few lines, so the
 * start-up carries next to nothing for them.
 */

const pageChangeListeners = new Set<() => void>();
let shownPath: string | undefined;

/**
 * The router shows a page (see AppRoutes): after the first, each new path tells the listeners,
 * so a page opened without a reload counts as a view too. The same path again does not.
 */
export function pageShown(path: string): void {
  const first = shownPath === undefined;
  if (path === shownPath) return;
  shownPath = path;
  if (!first) for (const listener of pageChangeListeners) listener();
}

/** Calls `listener` on each later change of page. */
export function onPageChange(listener: () => void): void {
  pageChangeListeners.add(listener);
}

/**
 * Runs `start` once the page has loaded (its `load` event) and then the main thread is idle,
 * so it never competes with the first paint, the boot or hydration (decision record 0006).
 */
export function whenSettled(win: Window, start: () => void): void {
  const idle = () => {
    // Safari has no idle callbacks: a task of its own, after hydration's, serves there.
    if ((win as Partial<Window>).requestIdleCallback)
      win.requestIdleCallback(() => start(), { timeout: 5000 });
    else win.setTimeout(start, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
