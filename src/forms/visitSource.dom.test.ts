import { beforeEach, describe, expect, it } from 'vitest';
import { SOURCE_KEY } from './source';
import { readVisitSource, recordVisitSource } from './visitSource';

const site = 'https://www.hearthside.test';
const at = (path: string) => {
  const url = new URL(path, site);
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};
const tab = () => sessionStorage;

beforeEach(() => sessionStorage.clear());

describe('where a visit came from', () => {
  it('is noted on the first page: landing page, referring page, campaign, which click id', () => {
    recordVisitSource(
      at('/services?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=SECRET123'),
      'https://www.google.com/search?q=home+care+douglasville',
      tab,
    );
    expect(readVisitSource(tab)).toEqual({
      landingPage: '/services',
      referrer: 'https://www.google.com/search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'fall',
      clickId: 'gclid',
    });
    expect(sessionStorage.getItem(SOURCE_KEY)).not.toContain('SECRET123');
  });

  it('is left alone by the later pages of the visit, and ignores our own pages as referrers', () => {
    recordVisitSource(at('/about'), `${site}/`, tab);
    recordVisitSource(at('/contact?utm_source=later'), 'https://elsewhere.test/', tab);
    expect(readVisitSource(tab)).toEqual({ landingPage: '/about' });
  });

  it('bounds every value', () => {
    recordVisitSource(at(`/?utm_campaign=${'x'.repeat(500)}`), '', tab);
    expect(readVisitSource(tab).utmCampaign).toHaveLength(200);
  });

  it('never breaks the page when storage is refused, nor sends what it cannot read', () => {
    const refused = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(() => recordVisitSource(at('/'), '', refused)).not.toThrow();
    expect(readVisitSource(refused)).toEqual({});
    sessionStorage.setItem(SOURCE_KEY, '{"landingPage":"/","admin":"yes","referrer":7}');
    expect(readVisitSource(tab)).toEqual({ landingPage: '/' });
  });
});
