import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MAX_WIDTH, VISIT_ENDPOINT, type VisitBeacon } from '../config/visits';
import { SOURCE_KEY } from '../forms/source';

// web-vitals measures what jsdom cannot: the test plays the browser's measurements itself.
const vitals = vi.hoisted(
  () => ({}) as Record<'lcp' | 'inp' | 'cls', (m: { value: number }) => void>,
);
vi.mock('web-vitals', () => ({
  onLCP: (report: (m: { value: number }) => void) => (vitals.lcp = report),
  onINP: (report: (m: { value: number }) => void) => (vitals.inp = report),
  onCLS: (report: (m: { value: number }) => void) => (vitals.cls = report),
}));

/** A screen of this width, as matchMedia answers for `(max-width: …)`. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
  }));
}

/** The page-view modules as a new page load has them: no listener of an earlier test. */
async function freshPage() {
  vi.resetModules();
  const [{ countVisits }, { pageShown, whenSettled }] = await Promise.all([
    import('./visits'),
    import('./pageViews'),
  ]);
  const sent: VisitBeacon[] = [];
  return {
    countVisits,
    pageShown,
    whenSettled,
    sent,
    send: (beacon: VisitBeacon) => sent.push(beacon),
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => screenWidth(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  setVisibility('visible');
  Reflect.deleteProperty(document, 'readyState');
  history.replaceState(null, '', '/');
});

describe('the view beacon', () => {
  it('sends the page, whether the screen is a phone’s and where the visit began, to the endpoint', async () => {
    const beacons: { url: string; body: unknown }[] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }),
    });
    sessionStorage.setItem(
      SOURCE_KEY,
      JSON.stringify({ landingPage: '/', utmSource: 'flyer', utmMedium: 'print' }),
    );
    screenWidth(PHONE_MAX_WIDTH);
    history.replaceState(null, '', '/services?utm_source=flyer');
    const { countVisits } = await freshPage();
    countVisits(window);
    expect(beacons).toEqual([
      {
        url: VISIT_ENDPOINT,
        body: {
          type: 'view',
          page: '/services',
          phone: true,
          landingPage: '/',
          utmSource: 'flyer',
          utmMedium: 'print',
        },
      },
    ]);
  });

  it('says a wider screen is not a phone’s', async () => {
    screenWidth(PHONE_MAX_WIDTH + 1);
    const { countVisits, sent, send } = await freshPage();
    countVisits(window, send);
    expect(sent).toEqual([{ type: 'view', page: '/', phone: false }]);
  });

  it('is not sent before the page has loaded and gone idle', async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { countVisits, whenSettled, sent, send } = await freshPage();
    whenSettled(window, () => countVisits(window, send));
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);

    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    // Not in the load event's own task either: after it, when nothing else waits.
    expect(sent).toEqual([]);
    await vi.runAllTimersAsync();
    expect(sent.map(({ type }) => type)).toEqual(['view']);
  });

  it('counts one view per page: a page opened without a reload counts, the same page does not', async () => {
    const { countVisits, pageShown, sent, send } = await freshPage();
    // The router's first render, before the counts have loaded.
    pageShown('/');
    countVisits(window, send);
    // React runs an effect twice in development, and a hash link keeps the path.
    pageShown('/');
    history.pushState(null, '', '/about');
    pageShown('/about');
    pageShown('/about');
    expect(sent).toEqual([
      { type: 'view', page: '/', phone: false },
      { type: 'view', page: '/about', phone: false },
    ]);
  });
});

describe('the page’s speed', () => {
  it('is sent once, as the page is hidden, with the last measurements', async () => {
    const { countVisits, sent, send } = await freshPage();
    countVisits(window, send);
    vitals.lcp({ value: 1200.4 });
    vitals.lcp({ value: 1830.6 });
    vitals.cls({ value: 0.04321 });
    vitals.inp({ value: 96 });
    // Another tab chosen, then this one again, then closed.
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vitals.inp({ value: 340 });
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.filter(({ type }) => type === 'vitals')).toEqual([
      { type: 'vitals', page: '/', phone: false, lcp: 1831, cls: 0.043, inp: 96 },
    ]);
  });

  it('is not sent while the page is in sight, and is sent as it unloads', async () => {
    const { countVisits, sent, send } = await freshPage();
    countVisits(window, send);
    vitals.lcp({ value: 900 });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent.filter(({ type }) => type === 'vitals')).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.filter(({ type }) => type === 'vitals')).toEqual([
      { type: 'vitals', page: '/', phone: false, lcp: 900 },
    ]);
  });

  it('keeps the page that loaded, whatever page is shown when it is hidden', async () => {
    const { countVisits, pageShown, sent, send } = await freshPage();
    pageShown('/');
    countVisits(window, send);
    vitals.lcp({ value: 700 });
    history.pushState(null, '', '/faq');
    pageShown('/faq');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.find(({ type }) => type === 'vitals')?.page).toBe('/');
  });
});

describe('what the page keeps', () => {
  it('sets no cookie and stores nothing of its own', async () => {
    const { countVisits, pageShown, sent, send } = await freshPage();
    countVisits(window, send);
    history.pushState(null, '', '/about');
    pageShown('/about');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.length).toBeGreaterThan(0);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
