import { describe, expect, it, vi } from 'vitest';
import { redeliveryPass } from '../delivery/redelivery';
import { family, jsonPost, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';
import { handleSubmission } from './submission';

/*
 * The office of the tests (`testOffice`) closed for a year by a notice typed with the wrong
 * year, as the reliability review found it (S1): no open day within the days a promise looks
 * ahead. The content check refuses such a notice; if one gets through, nothing may stop.
 */
vi.mock('#src/config/callWindows', async (original) => {
  const { testOffice, withOffice } = await import('../test/office');
  return withOffice(await original(), {
    ...testOffice,
    closures: [{ firstDay: '2026-12-01', lastDay: '2027-11-30' }],
  });
});

mockPostmark();

const inside = new Date('2026-12-10T10:00:00-05:00');

describe('a request inside a closure longer than the promise looks ahead', () => {
  it('is answered, promised the reopening day, and emailed to staff', async () => {
    const { deps } = world();
    postmarkAnswers(ok, ok);
    const response = await handleSubmission(
      jsonPost('/api/contact', { ...family, bestTime: 'evening', reachBy: 'text' }),
      'contact',
      { ...deps, acknowledge: true, now: () => inside },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { promise?: string };
    expect(answer.promise).toBe(
      'We will text you as soon as the office reopens, on Wednesday, December 1.',
    );
    const staff = delivered.find((message) => message.Tag === 'care-request');
    expect(staff?.Subject).toMatch(/^Text by 9:00 AM Wed: Care request from José /);
  });

  it('never stops the five-minute pass: later passes send, list and remind as before', async () => {
    const memory = world();
    const alerts = watchAlerts();
    postmarkAnswers(ok, ok, ok);
    for (const bestTime of ['any', 'morning', 'evening']) {
      await handleSubmission(
        jsonPost('/api/contact', { ...family, bestTime, email: `${bestTime}@example.com` }),
        'contact',
        { ...memory.deps, now: () => inside },
      );
    }
    const report = await redeliveryPass({
      ...memory.deps,
      now: () => new Date('2026-12-10T10:05:00-05:00'),
    });
    expect(report.pending).toBe(0);
    expect(delivered.filter((message) => message.Tag === 'care-request')).toHaveLength(3);
    expect(alerts().join('\n')).not.toMatch(/failed|threw/i);
  });
});
