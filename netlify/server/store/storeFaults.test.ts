import { http, HttpResponse, passthrough } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { business } from '../../../src/content/business';
import { StoreError } from './keyValue';
import type { StoredSubmission, SubmissionStore } from './store';
import { handleSubmission } from '../intake/submission';
import { family, jsonPost, testMailer, watchAlerts } from '../test/fixtures';
import { localBlobs } from '../test/localBlobs';
import {
  alsoAnswer,
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  testConfig,
} from '../test/postmark';

mockPostmark();

const blobs = localBlobs();
let stores = 0;
/** A submissions store of its own over Netlify's local Blobs server, through the real client. */
const open = () => blobs.open(`faults-${++stores}`);
// Every call reaches the real server unless a test's fault says otherwise.
const reachServer = () => alsoAnswer(http.all(`${blobs.url()}/*`, () => passthrough()));
beforeEach(reachServer);

/** A family's care request, kept in `store`, as the function takes it. */
const careRequest = (store: SubmissionStore) =>
  handleSubmission(jsonPost('/api/contact', family), 'contact', {
    config: testConfig,
    mailer: testMailer,
    store,
  });

type Fault = number | 'hang';

/**
 * The store fails the calls that match (by method and a part of the key), with a status or by
 * never answering; every other call reaches the real server.
 */
function storeFails(method: string, keyPart: string, fault: Fault) {
  alsoAnswer(
    http.all(`${blobs.url()}/*`, ({ request }) => {
      const matches =
        request.method === method && decodeURIComponent(request.url).includes(keyPart);
      if (!matches) return passthrough();
      if (fault === 'hang') {
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error())),
        );
      }
      return new HttpResponse('store trouble', { status: fault });
    }),
  );
}

const record = (id: string): StoredSubmission => ({
  id,
  form: 'contact',
  fields: { name: 'Ann' },
  receivedAt: new Date().toISOString(),
  language: 'en',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: new Date().toISOString(),
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a store that answers a write with an error', () => {
  it.each<Fault>([503, 429, 'hang'])(
    'is not taken as having kept the care request (%s): with Postmark down too, the visitor gets the phone number, not "kept"',
    async (fault) => {
      watchAlerts();
      const store = open();
      storeFails('PUT', '/submission/', fault);
      postmarkAnswers(postmarkError(503, 0));
      const started = performance.now();
      const response = await careRequest(store);
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
    const store = open();
    storeFails('PUT', '/submission/', 503);
    postmarkAnswers(ok);
    const response = await careRequest(store);
    expect(response.status).toBe(200);
    expect(delivered).toHaveLength(1);
  });

  it('makes create fail rather than answer a version it never wrote', async () => {
    const store = open();
    storeFails('PUT', '/submission/', 500);
    await expect(store.create(record(uuid(1)))).rejects.toBeInstanceOf(StoreError);
  });

  it('makes a refused claim no claim: replace fails, and the record is unchanged', async () => {
    const store = open();
    const etag = await store.create(record(uuid(2)));
    expect(etag).toBeTruthy();
    storeFails('PUT', '/submission/', 503);
    await expect(store.replace({ ...record(uuid(2)), attempts: 7 }, etag!)).rejects.toThrow();
  });

  it('makes a read that failed an error, never "not there"', async () => {
    const store = open();
    await store.create(record(uuid(3)));
    storeFails('GET', '/submission/', 502);
    await expect(store.read(uuid(3))).rejects.toThrow();
  });

  it('answers a refused condition (412) as "not written", and a kept record as kept', async () => {
    const store = open();
    expect(await store.create(record(uuid(4)))).toBeTruthy();
    expect(await store.create(record(uuid(4)))).toBeUndefined();
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
        const store = open();
        storeFails('PUT', keyPart, fault);
        postmarkAnswers(postmarkError(503, 0));
        const started = performance.now();
        const response = await careRequest(store);
        expect(performance.now() - started).toBeLessThan(3_000);
        const body = (await response.json()) as { message: string };
        reachServer();
        const kept = await store.pendingIds();
        if (response.status === 202) {
          expect(kept).toHaveLength(1);
          expect((await store.read(kept[0]!))?.record.status).toBe('pending');
        } else {
          expect(response.status).toBe(503);
          expect(body.message).toContain(business.phone.display);
        }
      },
    );
  }
});
