import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as retention from '../config/retention';

/*
 * How long the visit counts are kept, as the privacy notice says it: read from the retention
 * fact, so the notice and the functions that delete by it cannot disagree. The fact is this
 * test's own (a mocked retention), never today's value.
 */
afterEach(() => {
  vi.doUnmock('../config/retention');
  vi.resetModules();
});

describe('the visit counts in the privacy notice', () => {
  it.each([
    ['en', /counts the visit/, /keeps the counts for 7 months/],
    ['es', /cuenta la visita/, /guarda esos conteos 7 meses/],
  ] as const)(
    'in %s, state the months the counts are kept from the retention fact',
    async (language, counted, kept) => {
      vi.resetModules();
      vi.doMock('../config/retention', async (original) => ({
        ...(await original<typeof retention>()),
        leadCountsMonths: 7,
      }));
      const { privacy } = await (language === 'en' ? import('./privacy') : import('./es/privacy'));
      const section = privacy.sections.find((each) =>
        each.paragraphs.some((text) => counted.test(text)),
      );
      expect(section?.paragraphs.join(' ')).toMatch(kept);
    },
  );
});
