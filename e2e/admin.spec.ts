import type { Page } from '@playwright/test';
import { paths } from '#src/config/paths';
import { expect, test } from './fixtures';
import { withLocalRepository } from '../scripts/editor-local-repository';

/** Collects every Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test.describe('the content editor at /admin/', () => {
  test('shows its sign-in, with no console error and no policy violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } } }),
    );
    const response = await page.goto('/admin/');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['content-security-policy']).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    expect(await response?.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    // Sveltia isolates names in its labels with invisible direction marks.
    await expect(page.getByRole('button', { name: /Sign In with .GitHub/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('opens the content files, both languages of a job side by side', async ({ page }) => {
    const violations = await watchPolicy(page);
    await withLocalRepository(page);
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByRole('treeitem', { name: /Job openings/ }).click();
    await page.getByRole('gridcell').first().click();
    await expect(page.getByRole('textbox').first()).toHaveValue('personal-care-aide-douglasville');
    await expect(page.getByText('Web address name').first()).toBeVisible();
    await page
      .getByRole('group', { name: /Preview/ })
      .getByRole('radio', { name: 'Spanish' })
      .click();
    // The editor draws a field once it is scrolled near: each pane is scrolled to its job title.
    for (const [language, title] of [
      ['English', 'Personal Care Aide'],
      ['Spanish', 'Asistente de cuidado personal'],
    ] as const) {
      const pane = page.getByRole('group', { name: new RegExp(`Edit .${language}. Content`) });
      const field = pane.getByRole('textbox', { name: 'Job title' }).first();
      await pane.getByRole('textbox', { name: 'Last day to apply' }).first().hover();
      await expect(async () => {
        await page.mouse.wheel(0, 300);
        await expect(field).toHaveValue(title, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
    }
    expect(await violations()).toEqual([]);
  });

  test('is never loaded by a visitor page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of [paths.home, paths.careers, paths.apply]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
  });
});
