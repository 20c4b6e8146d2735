import { PHONE_TAP_ENDPOINT, tapKinds } from '../config/phoneTaps';
import { readVisitSource } from '../forms/visitSource';

const tappable = Object.keys(tapKinds)
  .map((scheme) => `a[href^="${scheme}"]`)
  .join(',');

/**
 * Counts taps on phone and text links: one listener for the whole document, so links drawn
 * later count too. Each tap sends a beacon with the page, the link's scheme and number, and
 * where the visit began; the browser sends it on its own time, so the call is never delayed.
 */
export function countPhoneTaps(
  doc: Document,
  send: (url: string, body: string) => boolean,
  tabStorage: () => Storage,
): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(tappable) : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      const [scheme = '', number = ''] = href.split(/(?<=:)/);
      try {
        send(
          PHONE_TAP_ENDPOINT,
          JSON.stringify({
            ...readVisitSource(tabStorage),
            page: doc.location.pathname,
            kind: scheme,
            number: number.split('?')[0],
          }),
        );
      } catch {
        // A browser that refuses the beacon still places the call.
      }
    },
    { capture: true, passive: true },
  );
}
