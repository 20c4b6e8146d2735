/**
 * Starts the app in several tasks rather than one: React's DOM renderer, then the layout and
 * router, then the page, then hydration. As one task they are a long task on a phone-speed
 * CPU (decision record 0006), and a tap waits for the task it lands in. The boot script has
 * fetched all of it already (`startupModules` in src/build/prerender.ts), so splitting costs no
 * extra round trip.
 */
import { countPhoneTaps } from './app/phoneTaps';
import { whenSettled } from './app/pageViews';
import { recordVisitSource } from './forms/visitSource';

recordVisitSource(location, document.referrer, () => sessionStorage);
if ('sendBeacon' in navigator) {
  countPhoneTaps(
    document,
    (url, body) => navigator.sendBeacon(url, body),
    () => sessionStorage,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
await import('./app/AppRoutes');
await nextTask();
const { app } = await import('./app/clientApp');

// Built pages arrive prerendered, element styles included, and are hydrated; `vite` dev serves
// a root holding only the template's placeholder comment. The styles load only in that case,
// so built pages do not download them a second time.
if (container.firstElementChild) hydrateRoot(container, app);
else {
  const { globalCss } = await import('./theme/globalCss');
  document.head.append(Object.assign(document.createElement('style'), { textContent: globalCss }));
  createRoot(container).render(app);
}

// The owner's visit counts and the page's speed: their chunk (src/app/visits.ts with web-vitals)
// is asked for only once the page has loaded and gone idle after hydration.
if ('sendBeacon' in navigator) {
  whenSettled(window, () => {
    import('./app/visits').then(
      ({ countVisits }) => countVisits(window),
      () => undefined,
    );
  });
}

function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
