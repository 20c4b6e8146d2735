import { expect, it } from 'vitest';
import { countLead } from './leadCounts';
import { reportText } from './leadReportText';
import { mondayReport } from './mondayReport';
import { visitKey } from './visitKeys';
import { serverForms } from '../shared/forms';
import { family, watchAlerts, world } from '../test/fixtures';
import { hourOf } from '../store/keys';
import type { StoredSubmission } from '../store/record';

const now = new Date('2026-11-23T15:00:00.000Z');

async function countedWorld() {
  const { stores } = world();
  const record = {
    id: 'lead-1',
    form: 'contact',
    language: 'en',
    receivedAt: now.toISOString(),
    fields: family,
    source: { utmSource: 'flyer', utmMedium: 'print' },
  } as unknown as StoredSubmission;
  await countLead(stores.counts, record, serverForms.contact);
  const facts = {
    kind: 'view',
    day: '2026-11-23',
    page: '/',
    language: 'en',
    source: 'flyer / print',
    device: 'phone',
  } as const;
  await stores.visits.count(visitKey(facts, hourOf(now), 'view-1'));
  return stores;
}

it('gives the leads with the visits they came from', async () => {
  const stores = await countedWorld();
  const { report, visits } = await mondayReport(stores, now);
  expect(report.periods[0]?.total).toBe(1);
  expect(visits?.periods[0]?.bySource.get('flyer / print')).toBe(1);
});

it('still gives the leads, and raises an alarm, when the visit store fails', async () => {
  const alerts = watchAlerts();
  const stores = await countedWorld();
  const failing = new Error('store answered 503');
  const broken = {
    ...stores,
    visits: {
      ...stores.visits,
      summary: () => Promise.reject(failing),
      openDays: () => Promise.reject(failing),
    },
  };
  const { report, visits } = await mondayReport(broken, now);
  expect(visits).toBeUndefined();
  expect(report.periods[0]?.total).toBe(1);
  expect(reportText(report, visits)).toContain('Website leads');
  expect(alerts().join('\n')).toContain('visit-report-failed');
});
