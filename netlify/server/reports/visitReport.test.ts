import { describe, expect, it, vi } from 'vitest';
import { budgets as businessBudgets } from '#src/config/budgets';
import { vitalGoals } from '#src/config/visits';
import { recordVisitSource, readVisitSource } from '#src/forms/visitSource';
import { formOf } from '../shared/forms';
import { leadReport } from './leadCounts';
import { callKey, leadKey } from './leadKeys';
import { reportEmail, reportText } from './leadReportText';
import { sourceKind } from './leadSources';
import { countedSource } from '../intake/beacons';
import { tapKey } from './tapKeys';
import { tallyName, visitKey, type VisitFacts } from './visitKeys';
import { p75, visitReport } from './visitReport';
import { rollUpVisits } from './visitRollup';
import { VISIT_FIRST_POOL_HOURS } from '../intake/visits';
import { hourOf } from '../store/keys';
import { world } from '../test/fixtures';

/** A Monday morning, office time: today is the 23rd, still open; the 22nd is rolled up. */
const now = new Date('2026-11-23T10:00:00-05:00');
const today = '2026-11-23';
const yesterday = '2026-11-22';

/** A beacon's key as the function writes it: today's in the hour it is, another day's at noon. */
const keyOf = (facts: VisitFacts, id: string) =>
  visitKey(
    facts,
    facts.day === today ? hourOf(now) : hourOf(new Date(`${facts.day}T12:00:00-05:00`)),
    id,
  );

/** The source a visit from this link is counted under, through the page's own recording. */
function sourceOfLink(search: string): string {
  const saved = new Map<string, string>();
  const storage = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
  } as Storage;
  recordVisitSource({ pathname: '/', search, origin: 'https://example.test' }, '', () => storage);
  return sourceKind(readVisitSource(() => storage));
}

const view = (source: string, page = '/', day = today): VisitFacts => ({
  kind: 'view',
  day,
  page,
  language: 'en',
  source,
  device: 'phone',
});

const vital = (value: number, day = today): Extract<VisitFacts, { kind: 'vital' }> => ({
  kind: 'vital',
  day,
  pageKind: 'home',
  device: 'phone',
  metric: 'lcp',
  value,
});

describe('the 75th percentile of field speed', () => {
  it('is the nearest-rank value of known samples', () => {
    // Ten samples, 100 to 1000: the 8th (75% of 10, rounded up) is 800.
    const tens = new Map(Array.from({ length: 10 }, (_, at) => [(at + 1) * 100, 1]));
    expect(p75(tens)).toBe(800);
    // Four samples counted as a histogram: 1000, 2000, 2000, 3000; the 3rd is 2000.
    expect(
      p75(
        new Map([
          [3000, 1],
          [1000, 1],
          [2000, 2],
        ]),
      ),
    ).toBe(2000);
    expect(p75(new Map([[0.05, 1]]))).toBe(0.05);
    expect(p75(new Map())).toBeUndefined();
  });
});

describe('the visit report', () => {
  it('counts a rolled-up day from its summary, an open day from its hours’ summaries and keys, never twice', async () => {
    const { stores } = world();
    const id = (() => {
      let next = 0;
      return () => `v${next++}`;
    })();
    // Yesterday: three views, rolled up, its keys not deleted yet (a rollup stopped midway).
    for (let at = 0; at < 3; at++)
      await stores.visits.count(keyOf(view('(direct)', '/', yesterday), id()));
    await stores.visits.keepSummary({
      day: yesterday,
      counts: { [tallyName(view('(direct)', '/', yesterday))]: 3 },
    });
    // Today: two views this hour, not rolled up; four at 8 a.m., rolled into their hour's
    // summary, their keys not deleted yet.
    for (let at = 0; at < 2; at++) await stores.visits.count(keyOf(view('(direct)'), id()));
    const eight = hourOf(new Date(`${today}T08:00:00-05:00`));
    for (let at = 0; at < 4; at++) {
      await stores.visits.count(visitKey(view('(direct)'), eight, id()));
    }
    const name = tallyName(view('(direct)'));
    await stores.visits.keepHourSummary({ day: today, hour: eight, counts: { [name]: 4 } });
    // Two days back: an hour rolled (two views), another not (one view), the day not summed.
    const twoBack = '2026-11-21';
    const [morning, evening] = ['09', '19'].map((at) =>
      hourOf(new Date(`${twoBack}T${at}:00:00-05:00`)),
    );
    await stores.visits.keepHourSummary({
      day: twoBack,
      hour: morning!,
      counts: { [tallyName(view('(direct)', '/', twoBack))]: 2 },
    });
    await stores.visits.count(visitKey(view('(direct)', '/', twoBack), evening!, id()));
    // Twenty days back, rolled up and its keys gone: in the 30 days only.
    await stores.visits.keepSummary({
      day: '2026-11-03',
      counts: { [tallyName(view('(direct)', '/', '2026-11-03'))]: 5 },
    });
    const summaries = vi.spyOn(stores.visits, 'summary');

    const visits = await visitReport(stores.visits, now);
    const [week, month] = visits.periods;
    expect(week).toMatchObject({ days: 7, from: '2026-11-17', views: 3 + 6 + 3 });
    expect(month).toMatchObject({ days: 30, from: '2026-10-25', views: 12 + 5 });
    expect(visits.weeks).toHaveLength(13);
    expect(visits.weeks.at(-1)).toMatchObject({ to: today, total: 12 });
    expect(visits.weeks.reduce((sum, one) => sum + one.total, 0)).toBe(17);
    // Each of the 13 weeks' days read once, no more.
    expect(summaries).toHaveBeenCalledTimes(13 * 7);
  });

  it('reads no more than two hours’ keys of a flooded day, its other hours from their summaries', async () => {
    const { stores, state, kv } = world();
    // Every hour of today so far at the most keys its budgets let through.
    const hourMost = 3 * (1 + VISIT_FIRST_POOL_HOURS) * businessBudgets.visitsHour;
    const hours: string[] = [];
    for (let at = Date.parse(`${today}T00:00:00-05:00`); at <= now.getTime(); at += 3_600_000) {
      hours.push(hourOf(new Date(at)));
    }
    for (const hour of hours) {
      await Promise.all(
        Array.from({ length: hourMost }, (_, n) =>
          kv.set(`visit/${visitKey(view('(direct)'), hour, `${n}`)}`, ''),
        ),
      );
    }
    // The rollup sums each hour over, and has not deleted a key yet (the worst for the report).
    const noDeletes = { ...stores.visits, forget: () => Promise.reject(new Error('later')) };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await rollUpVisits(noDeletes, now, { deadlineMs: 60_000 });
    expect((await stores.visits.rolledHours(today)).length).toBe(hours.length - 2);

    const read: number[] = [];
    const hourKeys = stores.visits.hourKeys.bind(stores.visits);
    const counting = {
      ...stores.visits,
      hourKeys: async (day: string, hour: string) => {
        const keys = await hourKeys(day, hour);
        read.push(keys.length);
        return keys;
      },
    };
    const callsBefore = state.calls;
    const visits = await visitReport(counting, now);

    expect(visits.periods[0]?.views).toBe(hours.length * hourMost);
    // The hour it is and the one that ended this minute: their keys only, each within its caps.
    expect(read).toHaveLength(2);
    expect(read.reduce((sum, one) => sum + one, 0)).toBeLessThanOrEqual(2 * hourMost);
    // 91 days' summaries, three listings of folders, a day's hour summaries and two hours' keys.
    expect(state.calls - callsBefore).toBeLessThanOrEqual(91 + 3 + 1 + 25 + 2);
  });

  it('puts a flyer visit, a started and a sent form, a phone tap and a recorded call in their rows', async () => {
    const { stores } = world();
    const source = sourceOfLink('?utm_source=flyer&utm_medium=print');
    expect(source).toBe(sourceKind({ utmSource: 'flyer', utmMedium: 'print' }));
    const contact = formOf('contact')!;
    const phoneLabel = contact.definition.copy.phone?.label ?? 'phone';

    for (let at = 0; at < 10; at++) {
      await stores.visits.count(keyOf(view(source, '/contact'), `view-${at}`));
    }
    const form = (step: 'started' | 'refused' | 'sent', field = '-'): VisitFacts => ({
      kind: 'form',
      day: today,
      form: 'contact',
      step,
      field,
      language: 'en',
      source,
    });
    await stores.visits.count(keyOf(form('started'), 'form-1'));
    await stores.visits.count(keyOf(form('started'), 'form-2'));
    await stores.visits.count(keyOf(form('refused', 'phone'), 'form-3'));
    await stores.visits.count(keyOf(form('sent'), 'form-4'));

    const lead = { day: today, form: 'contact', language: 'en', source, answers: {} };
    await stores.counts.countLead(leadKey(lead, 'lead-1'));
    const tap = { ...lead, kind: 'call', target: 'office', page: '/contact' } as const;
    await stores.counts.countLead(tapKey(tap, 'tap-1'));
    const call = {
      form: 'contact',
      receivedAt: now.toISOString(),
      onTime: true,
      minutes: 12,
      outcome: 'reached',
      source,
    };
    await stores.counts.countLead(callKey(call, 'lead-1'));

    const [report, visits] = await Promise.all([
      leadReport(stores.counts, now),
      visitReport(stores.visits, now),
    ]);
    const text = reportText(report, visits);
    const flyer = source.replace(/[/()]/g, '\\$&');
    // The funnel: 10 visits, 1 lead, 1 tap, 1 called on time, 1 reached; 2 first calls in 10.
    expect(text).toMatch(new RegExp(`^ {2}${flyer}\\s+10\\s+1\\s+1\\s+1\\s+1\\s+20%$`, 'm'));
    expect(text).toMatch(new RegExp(`^Page views by source\\n {2}${flyer}\\s+10\\s+10$`, 'm'));
    expect(text).toMatch(/^Page views by page\n {2}\/contact\s+10\s+10$/m);
    expect(text).toMatch(new RegExp(`^ {2}${contact.title}: started.*\\s+2\\s+2$`, 'm'));
    expect(text).toMatch(new RegExp(`^ {2}${contact.title}: sent\\s+1\\s+1$`, 'm'));
    expect(text).toMatch(
      new RegExp(
        `^Fields that stopped a send\\n {2}${contact.title}: ${phoneLabel}\\s+1\\s+1$`,
        'm',
      ),
    );
    // The weeks' trend: this week's 10 visits beside its lead.
    expect(text).toMatch(new RegExp(`^ {2}${report.weeks.at(-1)!.label}\\s+10\\s+1$`, 'm'));

    const html = reportEmail(report, visits).htmlBody;
    expect(html).not.toMatch(/<svg|<script/i);
    const cells = (values: (number | string)[]) =>
      values.map((value) => `<td style="[^"]*">${value}</td>`).join('');
    expect(html).toMatch(new RegExp(`>${flyer}</th>${cells([10, 1, 1, 1, 1, '20%'])}</tr>`));
    expect(html).toContain('Visits and leads per week');
    expect(html).toContain('Forms started and sent');
    /** A chart's row: its label, then each number beside its bar, before the next row. */
    const barRow = (label: string, values: number[]) =>
      new RegExp(
        `>${label}</th>${values.map((value) => `(?:(?!scope="row").)*>${value}</td>`).join('')}`,
      );
    expect(html).toMatch(barRow(contact.title, [2, 1]));
    expect(html).toMatch(barRow(flyer, [10, 10]));
    expect(html).toMatch(barRow('/contact', [10, 10]));
    expect(html).toContain(`${contact.title}: ${phoneLabel}`);
  });

  it('puts a lead from a site the counts do not name in the row of its visits', async () => {
    const { stores } = world();
    const referrer = { referrer: 'https://www.wellstar.org/care' };
    // The visit's beacon names only the counts' vocabulary; the lead keeps the host.
    const visitSource = countedSource(referrer);
    const leadSource = sourceKind(referrer);
    expect(leadSource).not.toBe(visitSource);
    await stores.visits.count(keyOf(view(visitSource, '/contact'), 'view-1'));
    const lead = { day: today, form: 'contact', language: 'en', source: leadSource, answers: {} };
    await stores.counts.countLead(leadKey(lead, 'lead-1'));
    await stores.counts.countLead(
      callKey(
        {
          form: 'contact',
          receivedAt: now.toISOString(),
          onTime: true,
          minutes: 5,
          outcome: 'reached',
          source: leadSource,
        },
        'lead-1',
      ),
    );
    const [report, visits] = await Promise.all([
      leadReport(stores.counts, now),
      visitReport(stores.visits, now),
    ]);
    const row = visitSource.replace(/[/()]/g, '\\$&');
    expect(reportText(report, visits)).toMatch(
      new RegExp(`^ {2}${row}\\s+1\\s+1\\s+0\\s+1\\s+1\\s+100%$`, 'm'),
    );
  });

  it('counts an old call key, without its source, under an unknown source', async () => {
    const { stores } = world();
    await stores.counts.countLead(
      [today, '~call', 'contact', 'late', '200', 'voicemail', 'old-1'].join('/'),
    );
    const [report, visits] = await Promise.all([
      leadReport(stores.counts, now),
      visitReport(stores.visits, now),
    ]);
    expect(report.periods[0]!.callsBySource.get('unknown')).toEqual({
      called: 1,
      onTime: 0,
      reached: 0,
    });
    expect(reportText(report, visits)).toMatch(/^ {2}unknown \(.*\)\s+0\s+0\s+0\s+0\s+0\s+–$/m);
  });

  it('gives real speed per kind of page and device beside its goal, and says when it is missed', async () => {
    const { stores } = world();
    const goal = vitalGoals.lcp;
    // Four phone views of the home page: the 3rd fastest is over the goal.
    const values = [goal - 1000, goal - 500, goal + 500, goal + 1500];
    for (const [at, value] of values.entries()) {
      await stores.visits.count(keyOf(vital(value), `lcp-${at}`));
    }
    // One desktop view of a form page well inside it.
    await stores.visits.count(
      keyOf({ ...vital(goal - 1500), pageKind: 'form', device: 'desktop' }, 'lcp-desk'),
    );
    const visits = await visitReport(stores.visits, now);
    expect(visits.periods[1]!.vitals).toEqual([
      {
        pageKind: 'home',
        device: 'phone',
        metric: 'lcp',
        p75: goal + 500,
        samples: 4,
        goal,
        miss: true,
      },
      {
        pageKind: 'form',
        device: 'desktop',
        metric: 'lcp',
        p75: goal - 1500,
        samples: 1,
        goal,
        miss: false,
      },
    ]);
    const report = await leadReport(stores.counts, now);
    const text = reportText(report, visits);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    expect(text).toMatch(
      new RegExp(
        `^Home pages, phones\\n {2}.*LCP\\)\\s+4\\s+${seconds(goal + 500)}\\s+${seconds(goal)}\\s+OVER GOAL$`,
        'm',
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `^Form pages, computers\\n {2}.*LCP\\)\\s+1\\s+${seconds(goal - 1500)}\\s+${seconds(goal)}\\s+met$`,
        'm',
      ),
    );
    const html = reportEmail(report, visits).htmlBody;
    expect(html).toMatch(
      new RegExp(`<strong>${seconds(goal + 500)}</strong><br><strong[^>]*>Over goal</strong>`),
    );
  });
});
