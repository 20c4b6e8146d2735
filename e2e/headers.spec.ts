import { createHash } from 'node:crypto';
import { expect, indexablePages, test } from './fixtures';

const required = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'strict-transport-security': /max-age=\d{7,}/,
};

test.describe('what the server sends', () => {
  for (const path of [...indexablePages.map((page) => page.path), '/missing-page']) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      for (const [name, pattern] of Object.entries(required))
        expect(headers[name], name).toMatch(pattern);
      expect(headers['cache-control'] ?? '').not.toContain('immutable');
    });
  }

  test('hashed assets are cached for good, and only they', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[data-entry]').getAttribute('data-entry');
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['cache-control'] ?? '').not.toContain('immutable');
  });

  test('the built pages run one inline script, the boot script, allowed by its hash', async ({
    request,
  }) => {
    for (const path of [...indexablePages.map((page) => page.path), '/missing-page']) {
      const response = await request.get(path);
      const html = await response.text();
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([^]*?)<\/script>/g,
        ),
      ].map((match) => match[1] ?? '');
      expect(inline, path).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]!).digest('base64');
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(/script-src ([^;]*)/.exec(policy)?.[1], path).toContain(`'sha256-${hash}'`);
    }
  });
});
