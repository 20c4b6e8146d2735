import { describe, expect, it } from 'vitest';
import { applyHeadTags, headTags, serializeHeadTags } from './headTags';

const meta = { title: 'Care & "Comfort" <Home>', description: 'About us' };

describe('head tags', () => {
  it('carries title, description, canonical and social tags for an indexable page', () => {
    const html = serializeHeadTags(headTags(meta, 'https://example.test/about'));
    expect(html).toContain('<title>Care &amp; &quot;Comfort&quot; &lt;Home&gt;</title>');
    expect(html).toContain('<meta data-head name="description" content="About us">');
    expect(html).toContain('<link data-head rel="canonical" href="https://example.test/about">');
    expect(html).toContain('property="og:url" content="https://example.test/about"');
    expect(html).toContain('name="twitter:card"');
    expect(html).not.toContain('robots');
  });

  it('marks a page that is not indexed and gives it no canonical URL', () => {
    const html = serializeHeadTags(headTags({ ...meta, noindex: true }));
    expect(html).toContain('<meta data-head name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
  });

  it('replaces the previous page’s tags in a live document', () => {
    applyHeadTags(document, headTags({ ...meta, noindex: true }));
    applyHeadTags(
      document,
      headTags({ title: 'Next', description: 'Next page' }, 'https://example.test/next'),
    );
    expect(document.title).toBe('Next');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://example.test/next',
    );
  });
});
