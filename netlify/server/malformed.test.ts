// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { careRequest, caregiverApplication } from './forms';
import { postmarkSender } from './mail';
import type { AnyObject } from 'yup';
import { handleSubmission, type FormDefinition } from './submission';
import { ok, postmarkAnswers, received, testConfig, mockPostmark } from './test/postmark';

mockPostmark();

interface Case {
  name: string;
  method?: string;
  contentType?: string;
  body?: string;
}

const contactFields = ['name', 'phone', 'email', 'serviceType', 'message'];
const applicationFields = Object.keys(caregiverApplication.schema.fields);
const json = (value: unknown) => JSON.stringify(value);

/** Requests a script or a bot might send; none of them may crash the function or send mail. */
function malformedCases(fields: string[]): Case[] {
  const cases: Case[] = [];
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    cases.push({ name: `${method} request`, method, body: method === 'GET' ? undefined : '{}' });
  }
  for (const contentType of [
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/xml',
    '',
    'application/jsonp',
  ]) {
    cases.push({ name: `content type "${contentType}"`, contentType, body: '{"name":"x"}' });
  }
  for (const body of [
    '',
    '{',
    '{"name":',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{"name":"a",}',
    '\u0000\u0001',
  ]) {
    cases.push({ name: `broken JSON ${JSON.stringify(body)}`, body });
  }
  const wrongTypes: unknown[] = [42, true, null, ['a', 'b'], { nested: { deeper: 'x' } }];
  for (const field of fields) {
    for (const value of wrongTypes) {
      cases.push({ name: `${field} as ${JSON.stringify(value)}`, body: json({ [field]: value }) });
    }
    cases.push({ name: `${field} of 40 KB`, body: json({ [field]: 'x'.repeat(40_000) }) });
    cases.push({
      name: `${field} repeated in a form post`,
      contentType: 'application/x-www-form-urlencoded',
      body: `${field}=a&${field}=b`,
    });
  }
  const injected =
    'Ann\r\nBcc: x@example.com\r\n<script>alert(1)</script><img src=x onerror=alert(2)>';
  cases.push({
    name: 'CR/LF and HTML in every field',
    body: json(Object.fromEntries(fields.map((f) => [f, injected]))),
  });
  cases.push({
    name: 'CR/LF and HTML in every field of a form post',
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.fromEntries(fields.map((f) => [f, injected]))).toString(),
  });
  cases.push({ name: 'deeply nested object', body: '{"a":'.repeat(500) + '1' + '}'.repeat(500) });
  cases.push({ name: 'empty object', body: '{}' });
  cases.push({
    name: 'only unknown fields',
    body: json({ admin: true, __proto__: { x: 1 }, constructor: 'x' }),
  });
  return cases;
}

const send = postmarkSender(
  { ...testConfig, token: 'server-token' },
  { timeoutSeconds: 0.3, pauseMs: 0 },
);

function expectRefused<T extends AnyObject>(form: FormDefinition<T>, cases: Case[]) {
  describe(`to /api/${form.name}`, () => {
    for (const { name, method = 'POST', contentType = 'application/json', body } of cases) {
      it(`${name}: a 4xx answer, nothing sent`, async () => {
        postmarkAnswers(ok);
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (contentType) headers['Content-Type'] = contentType;
        const request = new Request(`https://site.test/api/${form.name}`, {
          method,
          headers,
          body,
        });
        const response = await handleSubmission(request, form, { config: testConfig, send });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(received).toHaveLength(0);
        const reply = (await response.json()) as { ok: boolean; message: string };
        expect(reply.ok).toBe(false);
        expect(reply.message.length).toBeGreaterThan(10);
      });
    }
  });
}

const contactCases = malformedCases(contactFields);
const applicationCases = malformedCases(applicationFields);

describe('malformed requests', () => {
  it('come to at least 100 cases', () => {
    expect(contactCases.length + applicationCases.length).toBeGreaterThanOrEqual(100);
  });
  expectRefused(careRequest, contactCases);
  expectRefused(caregiverApplication, applicationCases);
});
