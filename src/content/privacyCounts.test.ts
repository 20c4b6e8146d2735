import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as budgets from '../config/budgets';
import type * as retention from '../config/retention';

/*
 * The numbers of the privacy notice's counting paragraphs, read from the facts the functions
 * count and delete by (`config/budgets.ts`, `config/retention.ts`), so the two cannot disagree.
 * The facts are this test's own (mocked, unlike any real value), never today's: a number typed
 * into the notice instead of read fails here.
 */
const months = 7;
const taps = 3;
const visits = 11;
const dayPerHour = 5;

afterEach(() => {
  vi.doUnmock('../config/retention');
  vi.doUnmock('../config/budgets');
  vi.resetModules();
});

async function noticeText(language: 'en' | 'es') {
  vi.resetModules();
  vi.doMock('../config/retention', async (original) => ({
    ...(await original<typeof retention>()),
    leadCountsMonths: months,
  }));
  vi.doMock('../config/budgets', async (original) => {
    const actual = await original<typeof budgets>();
    return {
      ...actual,
      budgets: { ...actual.budgets, tapsPerClientHour: taps, visitsPerClientHour: visits },
      CLIENT_DAY_PER_HOUR: dayPerHour,
    };
  });
  const { privacy } = await (language === 'en' ? import('./privacy') : import('./es/privacy'));
  return privacy.sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])
    .join('\n');
}

describe.each([
  {
    language: 'en',
    perAddress:
      /(\d+) taps an hour and (\d+) a day, and (\d+) visit counts an hour and (\d+) a day/,
    kept: /All these counts are kept for (\d+) months/,
    monthsSaid: /(\d+) months/g,
  },
  {
    language: 'es',
    perAddress:
      /(\d+) toques por hora y (\d+) por día, y (\d+) conteos de visitas por hora y (\d+) por día/,
    kept: /Todos estos conteos se guardan (\d+) meses/,
    monthsSaid: /(\d+) meses/g,
  },
] as const)('the privacy notice in $language', ({ language, perAddress, kept, monthsSaid }) => {
  it('says how many taps and visit counts one address adds in an hour and in a day', async () => {
    const text = await noticeText(language);
    expect(text.match(perAddress)?.slice(1).map(Number)).toEqual([
      taps,
      dayPerHour * taps,
      visits,
      dayPerHour * visits,
    ]);
  });

  it('keeps every count (views, form steps, speed, taps, leads) as long as the functions do', async () => {
    const text = await noticeText(language);
    expect(text.match(kept)?.[1]).toBe(String(months));
    // Every span of months it names is the counts' one: none typed in.
    const said = [...text.matchAll(monthsSaid)].map((match) => Number(match[1]));
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(new Set(said)).toEqual(new Set([months]));
  });
});
