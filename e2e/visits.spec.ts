import type { Page, Request } from '@playwright/test';
import { VISIT_ENDPOINT, type VisitBeacon } from '#src/config/visits';
import { contactForm } from '#src/forms/contact/words';
import { desktop, expect, hydrated, test } from './fixtures';

test.use({ viewport: desktop });

type Sent = { at: number; body: VisitBeacon & Record<string, unknown> };

/**
 * Every beacon the page sends to the visits function, with the time it left. The function's
 * answer is not this test's business (it has tests of its own): the page is answered 204 here.
 */
async function recordBeacons(page: Page) {
  const sent: Sent[] = [];
  const isBeacon = (request: Request) =>
    new URL(request.url()).pathname === VISIT_ENDPOINT && request.method() === 'POST';
  page.on('request', (request) => {
    if (isBeacon(request))
      sent.push({ at: Date.now(), body: request.postDataJSON() as Sent['body'] });
  });
  await page.route(`**${VISIT_ENDPOINT}`, (route) => route.fulfill({ status: 204 }));
  return { sent, isBeacon };
}

test.describe('a visit, counted without cookies', () => {
  test('from a flyer: one view of the page with its source, after the load, and nothing kept', async ({
    page,
    context,
  }) => {
    const { sent, isBeacon } = await recordBeacons(page);
    const view = page.waitForRequest((request) => isBeacon(request));
    await page.goto('/?utm_source=flyer&utm_medium=print');
    await view;
    // When the load event ended, on the same clock as the requests' times.
    const loaded = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return performance.timeOrigin + (navigation?.loadEventEnd ?? Infinity);
    });
    expect(sent.map(({ body }) => body)).toEqual([
      expect.objectContaining({
        type: 'view',
        page: '/',
        phone: false,
        landingPage: '/',
        utmSource: 'flyer',
        utmMedium: 'print',
      }),
    ]);
    for (const { at } of sent) expect(at).toBeGreaterThanOrEqual(loaded);

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a page opened from a link counts as a view too, and the speed is sent as the page goes', async ({
    page,
  }) => {
    const { sent, isBeacon } = await recordBeacons(page);
    const firstView = page.waitForRequest((request) => isBeacon(request));
    await page.goto('/');
    await hydrated(page);
    await firstView;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => sent.map(({ body }) => body.page)).toEqual(['/', '/contact']);

    const vitals = page.waitForRequest(
      (request) => isBeacon(request) && request.postDataJSON().type === 'vitals',
    );
    // The tab goes to the background, as when the visitor switches apps: a headless browser
    // has no other tab to show, so the page is told so the way the browser tells it.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await vitals).postDataJSON()).toMatchObject({
      type: 'vitals',
      page: '/',
      phone: false,
      lcp: expect.any(Number),
      cls: expect.any(Number),
    });
    expect(sent.filter(({ body }) => body.type === 'view')).toHaveLength(2);
  });

  test('focusing a field of the care request counts the form started', async ({ page }) => {
    const { isBeacon } = await recordBeacons(page);
    await page.goto('/contact');
    await hydrated(page);
    const started = page.waitForRequest(
      (request) => isBeacon(request) && request.postDataJSON().type === 'form',
    );
    await page
      .getByRole('form', { name: contactForm.name })
      .getByRole('textbox', { name: contactForm.fields.name.label })
      .focus();
    expect((await started).postDataJSON()).toMatchObject({
      type: 'form',
      page: '/contact',
      form: 'contact',
      step: 'started',
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('nothing is sent, not even for a form touched', async ({ page }) => {
      const { sent } = await recordBeacons(page);
      await page.goto('/contact?utm_source=flyer&utm_medium=print');
      await page
        .getByRole('form', { name: contactForm.name })
        .getByRole('textbox', { name: contactForm.fields.name.label })
        .focus();
      await page.waitForLoadState('networkidle');
      // Longer than a page with JavaScript takes to send its view (the test above).
      await page.waitForTimeout(1500);
      expect(sent).toEqual([]);
    });
  });
});
