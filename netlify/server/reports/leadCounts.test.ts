import { describe, expect, it, vi } from 'vitest';
import { business } from '#src/content/business';
import { leadKey } from './leadKeys';
import { leadReport } from './leadCounts';
import { reportText } from './leadReportText';
import { sourceKind } from './leadSources';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from '../intake/submission';
import { applicationPost, family, jsonPost, world } from '../test/fixtures';
import { mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

const at = (iso: string) => () => new Date(iso);
/** A ZIP staff list in business.json's service area, and a Georgia one they do not. */
const [served] = business.servedZips;
const away = ['30303', '31401', '39901'].find((zip) => !business.servedZips.includes(zip))!;
const monday = at('2026-11-23T10:00:00-05:00');

describe('the kind of source a lead came from', () => {
  it('reads campaign labels first, then an ad click, then the referring site', () => {
    expect(sourceKind({ utmSource: 'Newsletter', utmMedium: 'Email' })).toBe('newsletter / email');
    expect(sourceKind({ clickId: 'gclid', referrer: 'https://www.google.com/' })).toBe(
      'google / paid',
    );
    expect(sourceKind({ referrer: 'https://www.google.com/search' })).toBe('google / organic');
    expect(sourceKind({ referrer: 'https://m.facebook.com/groups/x' })).toBe('facebook / social');
    expect(sourceKind({ referrer: 'https://www.wellstar.org/locations' })).toBe(
      'wellstar.org / referral',
    );
    expect(sourceKind({ landingPage: '/' })).toBe('(direct)');
    // Free text beyond the campaign words counts as "other": no one's details in a count.
    expect(sourceKind({ utmSource: 'ann.smith@example.com', utmMedium: 'cpc' })).toBe(
      'other / cpc',
    );
    expect(sourceKind({ utmSource: '..' })).toBe('other');
    expect(sourceKind(undefined)).toBe('(direct)');
  });
});

describe("the owner's numbers", () => {
  it('count kept leads by form, source, language and answer, with nobody in them', async () => {
    const { deps, stores } = world();
    postmarkAnswers(ok);
    const post = (body: Record<string, string>, now: () => Date) =>
      handleSubmission(jsonPost('/api/contact', body), 'contact', { ...deps, now });
    await post(
      {
        ...family,
        utmSource: 'google',
        utmMedium: 'cpc',
        heardFrom: 'google-search',
        careZip: served!,
        howSoon: 'now',
      },
      monday,
    );
    await post(
      {
        ...family,
        email: 'b@example.com',
        language: 'es',
        referrer: 'https://www.facebook.com/',
        careZip: away,
      },
      monday,
    );
    // Ten days back: in the 30 days, not the 7.
    await post(
      { ...family, email: 'c@example.com', payment: 'veterans' },
      at('2026-11-13T10:00:00-05:00'),
    );
    // Held by the spam trap: not a lead.
    await post({ ...family, email: 'd@example.com', website: 'http://bot.test' }, monday);
    await handleSubmission(applicationPost([]), 'apply', { ...deps, now: monday });

    const keys = await stores.counts.leadKeys();
    expect(keys).toHaveLength(4);
    for (const secret of [family.name, family.email, family.phone, 'b@example.com', served!]) {
      expect(keys.join('\n')).not.toContain(encodeURIComponent(secret));
      expect(keys.join('\n')).not.toContain(secret);
    }

    const report = await leadReport(stores.counts, monday());
    const [week, month] = report.periods;
    expect(week).toMatchObject({ days: 7, from: '2026-11-17', total: 3 });
    expect(month).toMatchObject({ days: 30, from: '2026-10-25', total: 4 });
    expect(Object.fromEntries(week!.byForm)).toEqual({ contact: 2, apply: 1 });
    expect(Object.fromEntries(month!.bySource)).toEqual({
      'google / cpc': 1,
      'facebook / social': 1,
      '(direct)': 2,
    });
    expect(Object.fromEntries(week!.byLanguage)).toEqual({ en: 2, es: 1 });
    expect(Object.fromEntries(month!.answers.get('contact.area')!)).toEqual({ in: 1, out: 1 });

    const text = reportText(report);
    expect(text).toMatch(/^All leads\s+3\s+4$/m);
    expect(text).toMatch(/^ {2}Care request\s+2\s+3$/m);
    expect(text).toMatch(/^ {2}google \/ cpc\s+1\s+1$/m);
    expect(text).toMatch(/^Care request: How soon is care needed\?\n {2}Right away\s+1\s+1$/m);
    expect(text).toMatch(/^ {2}Outside our area\s+1\s+1$/m);
    expect(text).toMatch(/^ {2}Veterans' benefits\s+0\s+1$/m);
  });

  it('count every one of twenty leads sent at once', async () => {
    const { deps, stores } = world();
    postmarkAnswers(ok);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        handleSubmission(
          jsonPost('/api/contact', { ...family, email: `p${index}@example.com` }),
          'contact',
          { ...deps, now: monday },
        ),
      ),
    );
    expect((await leadReport(stores.counts, monday())).periods[0]!.total).toBe(20);
  });

  it('count a lead with no reported answers where keys are folders, as the local emulation keeps them', async () => {
    const { stores } = world();
    const facts = { form: 'contact', language: 'en', source: '(direct)', answers: {} };
    const key = leadKey({ ...facts, day: '2026-11-23' }, 'plain');
    // The emulation's listing gives back `a//b` as `a/b`: no part may be empty.
    expect(key.split('/')).not.toContain('');
    await stores.counts.countLead(key.replace(/\/{2,}/g, '/'));
    await stores.counts.countLead(
      ['2026-11-23', 'contact', 'en', '(direct)', '', 'older'].join('/'),
    );
    expect((await leadReport(stores.counts, monday())).periods[0]!.total).toBe(2);
  });

  it('are kept 13 months, then deleted by the pass', async () => {
    const { deps, stores } = world();
    const facts = { form: 'contact', language: 'en', source: '(direct)', answers: {} };
    await stores.counts.countLead(leadKey({ ...facts, day: '2025-10-20' }, 'old'));
    await stores.counts.countLead(leadKey({ ...facts, day: '2025-10-24' }, 'kept'));
    await redeliveryPass({ ...deps, stores: deps.stores!, now: at('2026-11-23T12:00:00Z') });
    expect(await stores.counts.leadKeys()).toEqual([
      leadKey({ ...facts, day: '2025-10-24' }, 'kept'),
    ]);
  });
});

describe('the counts against a stranger', () => {
  it('keep a lead whose campaign label is long and foreign, and read only the months reported', async () => {
    const { deps, stores } = world();
    postmarkAnswers(ok);
    const request = jsonPost('/api/contact', { ...family, utmSource: 'ü'.repeat(60) });
    await handleSubmission(request, 'contact', { ...deps, now: monday });
    const listed = vi.spyOn(stores.counts, 'leadKeys');
    const report = await leadReport(stores.counts, monday());
    expect(report.periods[0]!.total).toBe(1);
    expect(listed.mock.calls.every(([month]) => /^\d{4}-\d{2}$/.test(month ?? ''))).toBe(true);
    // The 13 weeks' trend reaches back into at most four months: never the 13 kept.
    expect(listed.mock.calls.length).toBeLessThanOrEqual(4);
  });
});
