import { describe, expect, it } from 'vitest';
import { serverForms } from '../shared/forms';
import { bodyLimit } from './bodyLimit';
import { handleSubmission } from './submission';
import type { FormName } from '#src/forms/registry';
import { world } from '../test/fixtures';
import { ok, postmarkAnswers, received, mockPostmark } from '../test/postmark';

mockPostmark();

interface Case {
  name: string;
  method?: string;
  contentType?: string;
  body?: string;
  headers?: Record<string, string>;
}

const contactFields = Object.keys(serverForms.contact.schema.fields);
const applicationFields = Object.keys(serverForms.apply.schema.fields);
const json = (value: unknown) => JSON.stringify(value);

/** Requests a script or a bot might send; none of them may crash the function or send mail. */
function malformedCases(fields: string[], limit: number): Case[] {
  const cases: Case[] = [];
  const valid = Object.fromEntries(fields.map((field) => [field, 'x']));
  for (const submissionId of ['', 'abc', '0'.repeat(36), 'a/b/../c', '{"$ne":1}', 42, null, []]) {
    cases.push({
      name: `submissionId ${JSON.stringify(submissionId)}`,
      body: json({ ...valid, submissionId }),
    });
  }
  for (const origin of [
    'https://evil.example',
    'null',
    'http://site.test',
    'https://site.test.evil.example',
  ]) {
    cases.push({ name: `Origin ${origin}`, body: json(valid), headers: { Origin: origin } });
  }
  cases.push({
    name: 'Sec-Fetch-Site cross-site',
    body: json(valid),
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  });
  // One byte over the largest valid post, in three-byte characters and in escapes.
  const wide = '李'.repeat(Math.ceil(limit / 3));
  cases.push({
    name: 'one byte over the limit in three-byte characters',
    body: json({ ...valid, [fields[0]!]: wide }),
  });
  cases.push({
    name: 'over the limit as a form post',
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ [fields[0]!]: wide }).toString(),
  });
  cases.push({
    name: 'declared length over the limit',
    body: '{}',
    headers: { 'Content-Length': String(limit + 1) },
  });
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

function expectRefused(form: FormName, cases: Case[]) {
  const { endpoint } = serverForms[form].definition;
  describe(`to ${endpoint}`, () => {
    for (const {
      name,
      method = 'POST',
      contentType = 'application/json',
      body,
      headers: extra,
    } of cases) {
      it(`${name}: a 4xx answer, nothing kept, nothing sent`, async () => {
        postmarkAnswers(ok);
        const { deps, records } = world();
        const headers: Record<string, string> = { Accept: 'application/json', ...extra };
        if (contentType) headers['Content-Type'] = contentType;
        const request = new Request(`https://site.test${endpoint}`, {
          method,
          headers,
          body,
        });
        const response = await handleSubmission(request, form, deps);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(received).toHaveLength(0);
        expect(records()).toHaveLength(0);
        const reply = (await response.json()) as { ok: boolean; message: string };
        expect(reply.ok).toBe(false);
        expect(reply.message.length).toBeGreaterThan(10);
      });
    }
  });
}

/** Multipart posts to the application, the one form that takes a file. */
function multipartCases(): Case[] {
  const part = (name: string, value: string, extra = '') =>
    `--b\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
  const type = 'multipart/form-data; boundary=b';
  return [
    {
      name: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      body: part('firstName', 'x') + '--b--',
    },
    {
      name: 'multipart with another boundary',
      contentType: 'multipart/form-data; boundary=zz',
      body: part('firstName', 'x') + '--b--',
    },
    {
      name: 'multipart without its closing boundary',
      contentType: type,
      body: part('firstName', 'x'),
    },
    { name: 'multipart, empty', contentType: type, body: '' },
    {
      name: 'multipart with a huge header',
      contentType: type,
      body: `--b\r\nContent-Disposition: form-data; name="firstName"\r\nX-Pad: ${'a'.repeat(200_000)}\r\n\r\nx\r\n--b--`,
    },
    {
      name: 'multipart, a file in a text field',
      contentType: type,
      body: part('firstName', '%PDF-1.7', '; filename="cv.pdf"') + '--b--',
    },
    {
      name: 'multipart, a text value in the file field',
      contentType: type,
      body: part('resume', 'cv.pdf') + '--b--',
    },
    {
      name: 'multipart, an executable as the résumé',
      contentType: type,
      body: part('resume', 'MZ\u0090\u0000', '; filename="cv.pdf"') + '--b--',
    },
  ];
}

const contactCases = malformedCases(contactFields, bodyLimit(serverForms.contact.schema));
const applicationCases = [
  ...malformedCases(applicationFields, bodyLimit(serverForms.apply.schema)),
  ...multipartCases(),
];

describe('malformed requests', () => {
  it('come to at least 100 cases', () => {
    expect(contactCases.length + applicationCases.length).toBeGreaterThanOrEqual(100);
  });
  expectRefused('contact', contactCases);
  expectRefused('apply', applicationCases);
});
