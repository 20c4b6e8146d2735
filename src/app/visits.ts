import { onCLS, onINP, onLCP } from 'web-vitals';
import { PHONE_MAX_WIDTH, type VisitBeacon } from '../config/visits';
import { sendVisitBeacon } from '../forms/formEvents';
import { onPageChange } from './pageViews';

/**
 * The owner's visit counts, loaded after the page has loaded and gone idle (`whenSettled` in
 * main.tsx): one `view` for this page and one for each page opened after it without a reload,
 * then the page's speed as real browsers measured it (web-vitals' LCP, INP and CLS), sent once
 * as the page is hidden. Nothing here is stored, and nothing names the visitor or the device.
 */
export function countVisits(win: Window, send: (beacon: VisitBeacon) => void = sendVisitBeacon) {
  const phone = win.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches;
  const view = () => send({ type: 'view', page: win.location.pathname, phone });
  view();
  onPageChange(view);

  // The page that loaded: its speed, whatever pages were opened after it.
  const vitals: Extract<VisitBeacon, { type: 'vitals' }> = {
    type: 'vitals',
    page: win.location.pathname,
    phone,
  };
  const all = { reportAllChanges: true };
  onLCP(({ value }) => (vitals.lcp = Math.round(value)), all);
  onINP(({ value }) => (vitals.inp = Math.round(value)), all);
  onCLS(({ value }) => (vitals.cls = Math.round(value * 1000) / 1000), all);
  let sent = false;
  // Hidden is the last moment a page is sure to see (a phone may discard it without unloading);
  // `pagehide` covers browsers that unload without saying the page was hidden first.
  const hidden = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && win.document.visibilityState !== 'hidden'))
      return;
    if (vitals.lcp === undefined && vitals.inp === undefined && vitals.cls === undefined) return;
    sent = true;
    send({ ...vitals });
  };
  win.document.addEventListener('visibilitychange', hidden);
  win.addEventListener('pagehide', hidden);
}
