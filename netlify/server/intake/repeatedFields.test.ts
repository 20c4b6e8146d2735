import { describe, expect, it } from 'vitest';
import { bodyLimit } from './bodyLimit';
import { serverForms } from '../shared/forms';
import { MAX_FIELDS } from './multipart';
import { handleSubmission } from './submission';
import { caregiver, family, world } from '../test/fixtures';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

/** As many `a=&` as fit in the form's own byte limit: the review's 38-second post. */
const repeatsFilling = (limit: number) => 'a=&'.repeat(Math.floor(limit / 3) - 1);

const post = (path: string, body: string | FormData, type?: string) =>
  new Request(`https://site.test${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(type && { 'Content-Type': type }) },
    body,
  });

async function timed(request: Request, form: 'contact' | 'apply') {
  postmarkAnswers(ok);
  const { deps, records } = world();
  const started = performance.now();
  const response = await handleSubmission(request, form, deps);
  return { response, ms: performance.now() - started, records: records() };
}

describe('a post built to make the parser work', () => {
  it('of one field repeated to the care request’s byte limit is refused at once, nothing kept', async () => {
    const body = repeatsFilling(bodyLimit(serverForms.contact.schema));
    expect(body.length).toBeGreaterThan(70_000);
    const { response, ms, records } = await timed(
      post('/api/contact', body, 'application/x-www-form-urlencoded'),
      'contact',
    );
    expect(response.status).toBe(400);
    expect(records).toEqual([]);
    expect(delivered).toEqual([]);
    // Quadratic parsing takes tens of seconds here; linear, milliseconds. 2 s is far from either.
    expect(ms).toBeLessThan(2_000);
  });

  it('of a repeated field in a multipart application is refused at once', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(caregiver)) form.append(key, value);
    for (let index = 0; index < 20_000; index++) form.append('motivation', 'x');
    const { response, ms, records } = await timed(post('/api/apply', form), 'apply');
    expect(response.status).toBe(400);
    expect(records).toEqual([]);
    expect(ms).toBeLessThan(2_000);
  });

  it('of more distinct names than any form has is refused, in each encoding', async () => {
    const names = Array.from({ length: MAX_FIELDS + 1 }, (_, index) => `f${index}`);
    const urlEncoded = names.map((name) => `${name}=x`).join('&');
    const json = JSON.stringify(Object.fromEntries(names.map((name) => [name, 'x'])));
    const multipart = new FormData();
    for (const name of names) multipart.append(name, 'x');
    for (const [request, form] of [
      [post('/api/contact', urlEncoded, 'application/x-www-form-urlencoded'), 'contact'],
      [post('/api/contact', json, 'application/json'), 'contact'],
      [post('/api/apply', multipart), 'apply'],
    ] as const) {
      const { response, records } = await timed(request, form);
      expect(response.status).toBe(400);
      expect(records).toEqual([]);
    }
  });

  it('leaves the forms as our pages send them untouched', async () => {
    const body = new URLSearchParams(family).toString();
    const { response } = await timed(
      post('/api/contact', body, 'application/x-www-form-urlencoded'),
      'contact',
    );
    expect(response.status).toBe(200);
  });
});
