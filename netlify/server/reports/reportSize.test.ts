import { describe, expect, it } from 'vitest';
import { vitalGoals, vitalNames } from '#src/config/visits';
import { serverForms } from '../shared/forms';
import { leadReport } from './leadCounts';
import { callKey, leadKey } from './leadKeys';
import { reportEmail } from './leadReportText';
import { pageKinds } from './pageKinds';
import { tapKey } from './tapKeys';
import { tallyName, vitalBucket, type VisitFacts } from './visitKeys';
import { visitReport } from './visitReport';
import { world } from '../test/fixtures';

/** A Monday morning, office time. */
const now = new Date('2026-11-23T10:00:00-05:00');
const DAY = 86_400_000;
const dayBack = (back: number) => new Date(now.getTime() - back * DAY).toISOString().slice(0, 10);

/** Gmail cuts a message off past 102 KB: the whole report must stay well under it. */
const MAX_BYTES = 100_000;

/**
 * A busy site's 13 weeks: sixty sources (other sites linking here), eighty pages, every form
 * started, refused for each of its fields and sent, every kind of page measured, a lead, a tap
 * and a call from each source.
 */
async function busyReport() {
  const { stores } = world();
  const sources = [
    'google / organic',
    '(direct)',
    ...Array.from({ length: 58 }, (_, at) => `care-directory-${at + 1}.example / referral`),
  ];
  const pages = ['/', ...Array.from({ length: 79 }, (_, at) => `/areas/town-${at + 1}`)];
  const forms = Object.values(serverForms);
  for (let back = 90; back >= 1; back--) {
    const day = dayBack(back);
    const counts: Record<string, number> = {};
    const add = (facts: VisitFacts, times: number) => {
      counts[tallyName(facts)] = (counts[tallyName(facts)] ?? 0) + times;
    };
    sources.forEach((source, at) => {
      const page = pages[(at + back) % pages.length]!;
      add({ kind: 'view', day, page, language: 'en', source, device: 'phone' }, 200 - at * 3);
    });
    pages.forEach((page, at) => {
      add({ kind: 'view', day, page, language: 'en', source: '(direct)', device: 'desktop' }, at);
    });
    for (const form of forms) {
      const steps = { kind: 'form', day, form: form.definition.name, language: 'en' } as const;
      add({ ...steps, step: 'started', field: '-', source: sources[back % 60]! }, 5);
      add({ ...steps, step: 'sent', field: '-', source: sources[back % 60]! }, 2);
      for (const field of form.definition.fields) {
        add({ ...steps, step: 'refused', field: field.name, source: '(direct)' }, 1);
      }
    }
    for (const pageKind of pageKinds) {
      for (const device of ['phone', 'desktop'] as const) {
        for (const metric of vitalNames) {
          const value = vitalBucket(metric, vitalGoals[metric] * (device === 'phone' ? 1.2 : 0.6));
          add({ kind: 'vital', day, pageKind, device, metric, value }, 3);
        }
      }
    }
    await stores.visits.keepSummary({ day, counts });
  }
  for (const [at, source] of sources.entries()) {
    const day = dayBack(1 + (at % 20));
    const lead = { day, form: forms[0]!.definition.name, language: 'en', source, answers: {} };
    await stores.counts.countLead(leadKey(lead, `lead-${at}`));
    const tap = { ...lead, kind: 'call', target: 'office', page: pages[at]! } as const;
    await stores.counts.countLead(tapKey(tap, `tap-${at}`));
    const receivedAt = new Date(`${day}T15:00:00Z`).toISOString();
    const call = { form: lead.form, receivedAt, onTime: true, minutes: 20, outcome: 'reached' };
    await stores.counts.countLead(callKey({ ...call, source }, `lead-${at}`));
  }
  const [report, visits] = await Promise.all([
    leadReport(stores.counts, now),
    visitReport(stores.visits, now),
  ]);
  return reportEmail(report, visits).htmlBody;
}

describe('the Monday email of a busy site', () => {
  it('stays under Gmail’s clipping size, charts and all', async () => {
    const html = await busyReport();
    if (process.env.DUMP) (await import('node:fs')).writeFileSync(process.env.DUMP, html);
    expect(new TextEncoder().encode(html).length).toBeLessThan(MAX_BYTES);
    // Every part is there, to the table of every row at the end.
    expect(html).toContain('Visits and leads per week');
    expect(html).toContain('Page views by page');
    expect(html).toContain('Speed on real visitors');
    expect(html).toMatch(/<\/pre><\/body><\/html>$/);
  });

  it('writes every bar’s number beside it, and sums the sources and pages past the largest', async () => {
    const html = await busyReport();
    const charts = html.slice(0, html.indexOf('<pre'));
    // Each bar, and each number with none (a zero), in its own small table beside the other.
    const cells = [...charts.matchAll(/<table role="presentation"[^>]*><tr>(.*?)<\/tr><\/table>/g)];
    const bars = cells.filter(([, inner]) => /bgcolor=/.test(inner!));
    expect(cells.length).toBeGreaterThan(110);
    expect(bars.length).toBeGreaterThan(90);
    for (const [cell, inner] of cells) {
      expect(inner, cell).toMatch(/<td style="[^"]*">(\d+(\.\d+)?%?|–)<\/td>$/);
    }
    // The sources with the most visits by name, the rest added up on one row (its numbers with
    // no bar), in each chart and table of sources.
    expect(charts).toMatch(/>google \/ organic<\/th>/);
    expect(charts.match(/>\d+ other sources<\/th>/g)).toHaveLength(4);
    expect(charts.match(/>\d+ other pages<\/th>/g)).toHaveLength(1);
    for (const table of charts.split('<caption').slice(1)) {
      expect(table.match(/scope="row"/g)?.length ?? 0).toBeLessThanOrEqual(13);
    }
  });
});
