import { describe, expect, it } from 'vitest';
import { localeCodes, localizedPath } from '#src/config/locales';
import { openingPath, paths } from '#src/config/paths';
import { forms } from '#src/forms/registry';
import { isPageKind, pageKindOf, pageKinds, type PageKind } from './pageKinds';

/** One page of each kind, from the site's paths: a place and a job of the test's own. */
const examples: [string, PageKind][] = [
  [paths.home, 'home'],
  [paths.services, 'service'],
  [paths.payingForCare, 'service'],
  ...Object.values(forms).map(({ shownOn }): [string, PageKind] => [paths[shownOn], 'form']),
  [paths.areas, 'place'],
  [`${paths.areas}/any-town`, 'place'],
  [paths.careers, 'job'],
  [openingPath('any-job'), 'job'],
  [paths.about, 'other'],
  [paths.faq, 'other'],
  ['other', 'other'],
  [`${paths.areas}-and-more`, 'other'],
  [`${paths.careers}x`, 'other'],
];

describe('the kind of a counted page', () => {
  it.each(localeCodes)('is the same in %s as in every language', (locale) => {
    for (const [page, kind] of examples) {
      const path = page.startsWith('/') ? localizedPath(locale, page) : page;
      expect(pageKindOf(path), path).toBe(kind);
    }
  });

  it('is one of the kinds the counts know, and nothing else is', () => {
    for (const kind of pageKinds) expect(isPageKind(kind)).toBe(true);
    for (const stranger of ['blog', '', 'Home', 'toString']) {
      expect(isPageKind(stranger)).toBe(false);
    }
  });
});
