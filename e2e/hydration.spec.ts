import { bootScriptFiles } from '../src/build/boot-script';
import { pages } from '../src/content/pages';
import { desktop, expect, hydrated, indexablePages, test } from './fixtures';

test.describe('the prerendered pages come to life', () => {
  test.use({ viewport: desktop });

  for (const { path } of indexablePages) {
    test(`${path} hydrates without errors and then navigates client-side`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // A client-side navigation keeps the document: a marker set on window survives it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const [label, target] = path === '/faq' ? ['Contact', pages.contact] : ['FAQ', pages.faq];
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
      await expect(page).toHaveTitle(target.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        target.description,
      );
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });
  }
});

test.describe('the scripts a page needs', () => {
  for (const { path } of indexablePages) {
    test(`${path} asks for none before it has painted, then for all of them at once`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      await hydrated(page);
      const html = (await response?.text()) ?? '';
      const timing = await page.evaluate(() => {
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        const [mark] = performance.getEntriesByName('hydrated');
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'));
        return {
          painted: paint?.startTime ?? Number.NaN,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          // What loads later (a form's code and the toaster, once a form is used) is not hydration's.
          beforeHydrated: scripts
            .filter((entry) => entry.startTime < (mark?.startTime ?? 0))
            .map((entry) => new URL(entry.name).pathname),
        };
      });
      expect(timing.firstScript).toBeGreaterThan(timing.painted);

      // Nothing in the HTML for the browser's first look to fetch early...
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
      // ...and everything hydration needs named by the boot script, so it is fetched side by
      // side rather than one import after another.
      const named = bootScriptFiles(html);
      expect(timing.beforeHydrated.filter((script) => !named.includes(script))).toEqual([]);
      expect(new Set(named).size).toBe(named.length);
    });
  }
});

test.describe('hydration keeps what was painted', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const { path } of indexablePages) {
    test(`${path} keeps its largest paint: the same element, still in the page`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: { time: number; element: Element | null }[] = [];
        Object.assign(window, { largestPaints: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[])
            seen.push({ time: entry.startTime, element: entry.element });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      await hydrated(page);
      // Two frames, so a paint caused by hydration has been reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const result = await page.evaluate(() => {
        const seen = (
          window as unknown as { largestPaints: { time: number; element: Element | null }[] }
        ).largestPaints;
        const [mark] = performance.getEntriesByName('hydrated');
        const last = seen.at(-1);
        return {
          paints: seen.length,
          afterHydration: seen.filter((entry) => entry.time > (mark?.startTime ?? 0)).length,
          stillInPage: last?.element?.isConnected ?? false,
        };
      });
      expect(result.paints).toBeGreaterThan(0);
      // A re-created element would be a new candidate, painted after hydration, and the old
      // one would have left the page.
      expect(result.afterHydration).toBe(0);
      expect(result.stillInPage).toBe(true);
    });
  }
});
