import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendHeldDigest } from '../reports/digest';
import { serverForms, type FormRegistry } from '../shared/forms';
import { ALERT_TAG } from '../shared/log';
import type { StoredSubmission } from '../store/record';
import type { Stores } from '../store/stores';
import { family, watchAlerts, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';
import { redeliveryPass } from './redelivery';

mockPostmark();

/*
 * One kept record that cannot be worked out (here, one whose answers went missing: a malformed
 * copy) among ten that can. Every step of a scheduled run that works out records one by one
 * skips it with an alert naming it and the step, and does its work for the ten.
 */

const MINUTE = 60_000;
/** Monday, November 23, 2026, 9:00 AM Eastern: when the ten and the bad one came in. */
const sentAt = new Date('2026-11-23T14:00:00Z');
const after = (minutes: number) => () => new Date(sentAt.getTime() + minutes * MINUTE);

type Kept = Pick<StoredSubmission, 'status'> & Partial<StoredSubmission>;

/**
 * Ten good care requests in the state `kept` gives, and one like them with no answers at all:
 * the bad one's id, and the good ones' in order.
 */
async function tenAndOneBad(stores: Stores, kept: Kept) {
  const base = {
    form: 'contact',
    receivedAt: sentAt.toISOString(),
    language: 'en' as const,
    attempts: 1,
    nextAttemptAt: after(5)().toISOString(),
    ...kept,
  };
  const good: string[] = [];
  for (let index = 0; index < 10; index++) {
    const record: StoredSubmission = {
      ...base,
      id: randomUUID(),
      fields: { ...family, name: `Family${index} Núñez`, email: `f${index}@example.com` },
    };
    await stores.submissions.create(record);
    good.push(record.id);
  }
  const bad = { ...base, id: randomUUID() } as unknown as StoredSubmission;
  await stores.submissions.create(bad);
  return { bad: bad.id, good };
}

/** The alerts that a record could not be worked out, as their facts. */
function unworkable(alerts: () => string[]) {
  return alerts()
    .filter((line) => line.includes('"record-unworkable"'))
    .map((line) => JSON.parse(line.slice(ALERT_TAG.length + 1)) as Record<string, string>);
}

const tagged = (tag: string) => delivered.filter((message) => message.Tag === tag);

describe('a pass with one record that cannot be worked out among ten that can', () => {
  it('sends the ten staff emails, and alerts once for the bad one, naming it and the step', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = world();
    const { bad } = await tenAndOneBad(stores, { status: 'pending' });
    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores, now: after(10) });
    expect(tagged('care-request')).toHaveLength(10);
    expect(new Set(tagged('care-request').map((message) => message.Subject)).size).toBe(10);
    expect(report).toMatchObject({ sent: 10, pending: 1 });
    expect(unworkable(alerts)).toEqual([
      { id: bad, step: 'redelivery', error: expect.any(String), event: 'record-unworkable' },
    ]);

    // Five minutes on, and every pass after: still kept, still pending, not alerted again.
    await redeliveryPass({ ...deps, stores, now: after(15) });
    await redeliveryPass({ ...deps, stores, now: after(20) });
    expect(tagged('care-request')).toHaveLength(10);
    expect(unworkable(alerts)).toHaveLength(1);
    expect((await stores.submissions.read(bad))?.record.status).toBe('pending');
  });

  it('sends the ten reminders in one email, and alerts once a day for the bad one', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = world();
    const { bad } = await tenAndOneBad(stores, { status: 'sent', sentAt: sentAt.toISOString() });
    for (const id of await stores.submissions.ids()) {
      await stores.followUps.markCallDue(id, after(60)());
    }
    postmarkAnswers(ok);
    await redeliveryPass({ ...deps, stores, now: after(65) });
    const [reminder, ...others] = tagged('not-called-back');
    expect(others).toEqual([]);
    expect(reminder?.Subject).toBe('Not called back yet: 10 leads past their promised time');
    expect(
      String(reminder?.TextBody).match(/^Not called back yet: care request from Family\d,/gm),
    ).toHaveLength(10);
    expect(unworkable(alerts)).toEqual([
      { id: bad, step: 'reminder', error: expect.any(String), event: 'record-unworkable' },
    ]);

    await redeliveryPass({ ...deps, stores, now: after(70) });
    expect(tagged('not-called-back')).toHaveLength(1);
    expect(unworkable(alerts)).toHaveLength(1);
    // A day on, the bad one is still due and still cannot be worked out: said again, once.
    await redeliveryPass({ ...deps, stores, now: after(65 + 25 * 60) });
    await redeliveryPass({ ...deps, stores, now: after(70 + 25 * 60) });
    expect(unworkable(alerts).map(({ id, step }) => `${step} ${id}`)).toEqual([
      `reminder ${bad}`,
      `reminder ${bad}`,
    ]);
  });

  it('lists the ten held over the hour’s budget in one email, and alerts once for the bad one', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = world();
    const { bad } = await tenAndOneBad(stores, { status: 'held', heldFor: 'budget' });
    postmarkAnswers(ok);
    await redeliveryPass({ ...deps, stores, now: after(5) });
    const [list, ...others] = tagged('over-budget');
    expect(others).toEqual([]);
    expect(list?.Subject).toBe('10 website forms held over the hour’s limit: please look');
    expect(String(list?.TextBody)).not.toContain(bad);
    expect(unworkable(alerts)).toEqual([
      { id: bad, step: 'held-listing', error: expect.any(String), event: 'record-unworkable' },
    ]);
    // Left held and unlisted, for the daily digest to try again.
    expect((await stores.submissions.read(bad))?.record).toMatchObject({ status: 'held' });
    expect((await stores.submissions.read(bad))?.record.listedAt).toBeUndefined();
  });

  it('keeps a record whose staff email cannot be written out of the batch, the ten in it, and tries it again after its backoff', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = world();
    // A form whose email cannot be written for one subject: the promise works out, the email not.
    const forms: FormRegistry = {
      ...serverForms,
      contact: {
        ...serverForms.contact,
        subject: (values) => {
          if (values.name === 'Family3 Núñez') throw new TypeError('no subject for this one');
          return serverForms.contact.subject(values);
        },
      },
    };
    const { good } = await tenAndOneBad(stores, { status: 'pending' });
    const family3 = good[3]!;
    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores, forms, now: after(10) });
    expect(tagged('care-request')).toHaveLength(9);
    expect(report).toMatchObject({ sent: 9, pending: 2 });
    expect(
      unworkable(alerts)
        .map(({ step, id }) => `${step} ${id}`)
        .sort(),
    ).toContain(`redelivery ${family3}`);
    // Given back, not left claimed (a claim left behind is searched for as an unknown send).
    const after1 = (await stores.submissions.read(family3))!.record;
    expect(after1).toMatchObject({ status: 'pending', attempts: 2 });
    expect(after1.inFlightSince).toBeUndefined();
    expect(Date.parse(after1.nextAttemptAt)).toBe(after(20)().getTime());
    // Once the form can write it again, the next pass after its backoff sends it.
    await redeliveryPass({ ...deps, stores, now: after(20) });
    expect(
      tagged('care-request')
        .map((message) => message.Subject)
        .join(),
    ).toContain('Family3');
  });
});

describe('the daily digest with one held record that cannot be worked out among ten that can', () => {
  it('lists the ten, and alerts once for the bad one', async () => {
    const alerts = watchAlerts();
    const { deps, stores } = world();
    const { bad } = await tenAndOneBad(stores, { status: 'held' });
    postmarkAnswers(ok);
    const result = await sendHeldDigest({ ...deps, stores, now: after(60) });
    expect(result).toMatchObject({ listed: 10, waiting: 1, emails: 1 });
    expect(String(tagged('held-digest')[0]?.TextBody).match(/^Reference: /gm)).toHaveLength(10);
    expect(unworkable(alerts)).toEqual([
      { id: bad, step: 'held-digest', error: expect.any(String), event: 'record-unworkable' },
    ]);
  });
});
