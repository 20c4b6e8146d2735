import { http, HttpResponse, passthrough } from 'msw';
import { beforeEach } from 'vitest';
import { localBlobs } from './localBlobs';
import { alsoAnswer } from './postmark';

export type Fault = number | 'hang';

/**
 * Netlify's local Blobs server for one test file, reached through the real client at
 * production's deadline, with faults on demand. Needs `mockPostmark()` in the file: the faults
 * are msw's answers. Every call reaches the real server unless a test's fault says otherwise.
 */
export function faultyBlobs() {
  const blobs = localBlobs();
  let opened = 0;
  const reachServer = () => alsoAnswer(http.all(`${blobs.url()}/*`, () => passthrough()));
  beforeEach(reachServer);
  return {
    /** Stores of their own over the server. */
    open: () => blobs.open(`faults-${++opened}`),
    reachServer,
    /**
     * The store fails the calls that match (by method and a part of the key), with a status or
     * by never answering; every other call reaches the real server.
     */
    storeFails(method: string, keyPart: string, fault: Fault) {
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
    },
  };
}
