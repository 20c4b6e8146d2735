import { describe, expect, it } from 'vitest';
import { sourceOf } from './source';

const request = (referer?: string) =>
  new Request('https://site.test/api/contact', {
    method: 'POST',
    headers: referer ? { Referer: referer } : {},
  });

describe('the source a form brings', () => {
  it('keeps paths without their query, other sites as origin and path', () => {
    expect(
      sourceOf(
        {
          formPage: '/es/contact?email=ann@example.com',
          landingPage: '/services#care',
          referrer: 'https://www.facebook.com/groups/douglasville?fbclid=x',
          utmSource: ' facebook ',
          clickId: 'fbclid',
        },
        request(),
      ),
    ).toEqual({
      formPage: '/es/contact',
      landingPage: '/services',
      referrer: 'https://www.facebook.com/groups/douglasville',
      utmSource: 'facebook',
      clickId: 'fbclid',
    });
  });

  it('drops what is not what it claims to be, and bounds the rest', () => {
    const source = sourceOf(
      {
        formPage: '//evil.test/x',
        landingPage: 'https://evil.test/',
        referrer: 'javascript:alert(1)',
        utmCampaign: `fall\u202e\r\nBcc: x@y.test${'z'.repeat(400)}`,
        utmTerm: { nested: true },
        clickId: 'sessionid',
      },
      request(),
    );
    expect(source).toEqual({ utmCampaign: expect.stringMatching(/^fall Bcc: x@y\.testz+$/) });
    expect(source.utmCampaign).toHaveLength(200);
  });

  it("falls back on the Referer's path for a post that did not say its page", () => {
    expect(sourceOf({}, request('https://site.test/about?x=1'))).toEqual({ formPage: '/about' });
    expect(sourceOf({}, request())).toEqual({});
  });
});
