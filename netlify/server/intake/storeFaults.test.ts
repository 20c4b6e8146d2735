import { describe, expect, it } from 'vitest';
import { business } from '#src/content/business';
import type { Stores } from '../store/stores';
import { handleSubmission } from './submission';
import { faultyBlobs, type Fault } from '../test/faultyBlobs';
import { family, jsonPost, testMailer, watchAlerts } from '../test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  testConfig,
} from '../test/postmark';

mockPostmark();

const { open, reachServer, storeFails } = faultyBlobs();

/** A family's care request, kept in `stores`, as the function takes it. */
const careRequest = (stores: Stores) =>
  handleSubmission(jsonPost('/api/contact', family), 'contact', {
    config: testConfig,
    mailer: testMailer,
    stores,
  });

describe('a store that answers a write with an error', () => {
  it.each<Fault>([503, 429, 'hang'])(
    'is not taken as having kept the care request (%s): with Postmark down too, the visitor gets the phone number, not "kept"',
    async (fault) => {
      watchAlerts();
      const stores = open();
      storeFails('PUT', '/submission/', fault);
      postmarkAnswers(postmarkError(503, 0));
      const started = performance.now();
      const response = await careRequest(stores);
      const body = (await response.json()) as { message: string; queued?: boolean };
      expect(response.status).toBe(503);
      expect(body.queued).toBeUndefined();
      expect(body.message).toContain(business.phone.display);
      // The client's own retries take 25 s in production; the visitor hears within 3 s.
      expect(performance.now() - started).toBeLessThan(3_000);
    },
  );

  it('still sends the care request straight to staff when Postmark is up', async () => {
    watchAlerts();
    const stores = open();
    storeFails('PUT', '/submission/', 503);
    postmarkAnswers(ok);
    const response = await careRequest(stores);
    expect(response.status).toBe(200);
    expect(delivered).toHaveLength(1);
  });
});

describe('each write of a care request’s path failing, with Postmark down', () => {
  const writes = ['/budget/', '/index/pending/', '/submission/', '/tally/'];
  const faults: Fault[] = [503, 429, 'hang'];
  for (const keyPart of writes) {
    it.each(faults)(
      `${keyPart} answering %s: a 202 only when the record and its pending marker are kept, else a 503 with the phone number`,
      async (fault) => {
        watchAlerts();
        const stores = open();
        storeFails('PUT', keyPart, fault);
        postmarkAnswers(postmarkError(503, 0));
        const started = performance.now();
        const response = await careRequest(stores);
        expect(performance.now() - started).toBeLessThan(3_000);
        const body = (await response.json()) as { message: string };
        reachServer();
        const kept = await stores.submissions.pendingIds();
        if (response.status === 202) {
          expect(kept).toHaveLength(1);
          expect((await stores.submissions.read(kept[0]!))?.record.status).toBe('pending');
        } else {
          expect(response.status).toBe(503);
          expect(body.message).toContain(business.phone.display);
        }
      },
    );
  }
});
