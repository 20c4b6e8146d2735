import { describe, expect, it } from 'vitest';
import { packageOf } from '#src/build/bundle-report';
import { stripScripts } from './static-server';

describe("a page's floor", () => {
  it('is the same HTML without its scripts and preloads, structured data kept', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/a.js"><script type="application/ld+json">{"a":1}</script></head>',
      '<body><main>Hi</main><script data-entry="/assets/index.js" data-preload="">(function(){})()</script>',
      '<script type="module" src="/assets/b.js"></script></body>',
    ].join('');
    expect(stripScripts(html)).toBe(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><main>Hi</main></body>',
    );
  });
});

describe('the bundle report', () => {
  it('names the package a module comes from, scoped or not, and our own code as app', () => {
    expect(packageOf('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(packageOf('/w/node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router');
    expect(packageOf('/w/node_modules/.pnpm/x/node_modules/yup/index.js')).toBe('yup');
    expect(packageOf('/w/src/main.tsx')).toBe('app');
  });
});
