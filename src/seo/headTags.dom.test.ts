import { describe, expect, it } from 'vitest';
import { applyHeadTags, headTags, serializeHeadTags } from './headTags';

const meta = { title: 'Care & "Comfort" <Home>', description: 'About us' };

describe('head tags', () => {
  it('carries title, description, canonical and social tags for an indexable page', () => {
    const html = serializeHeadTags(headTags(meta, { locale: 'en', canonicalPath: '/about' }));
    expect(html).toContain('<title>Care &amp; &quot;Comfort&quot; &lt;Home&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="About us">');
    expect(html).toContain('<link data-head rel="canonical" href="https://hearthside.test/about">');
    expect(html).toContain('property="og:url" content="https://hearthside.test/about"');
    expect(html).toContain('property="og:locale" content="en_US"');
    expect(html).toContain('name="twitter:card"');
    expect(html).not.toContain('robots');
  });

  it('gives a Spanish page its own canonical, its locale, and both languages as alternates', () => {
    const html = serializeHeadTags(headTags(meta, { locale: 'es', canonicalPath: '/about' }));
    expect(html).toContain(
      '<link data-head rel="canonical" href="https://hearthside.test/es/about">',
    );
    expect(html).toContain('property="og:locale" content="es_US"');
    expect(html).toContain('property="og:locale:alternate" content="en_US"');
    const alternates = [...html.matchAll(/rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates.map(([, lang, href]) => `${lang} ${href}`)).toEqual([
      'en https://hearthside.test/about',
      'es https://hearthside.test/es/about',
      'x-default https://hearthside.test/about',
    ]);
  });

  it('marks a page that is not indexed and gives it no canonical URL', () => {
    const html = serializeHeadTags(headTags({ ...meta, noindex: true }));
    expect(html).toContain('<meta data-head name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
  });

  it('replaces the previous page’s tags in a live document', () => {
    applyHeadTags(document, headTags({ ...meta, noindex: true }));
    applyHeadTags(
      document,
      headTags(
        { title: 'Next', description: 'Next page' },
        { locale: 'en', canonicalPath: '/next' },
      ),
    );
    expect(document.title).toBe('Next');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://hearthside.test/next',
    );
  });
});
