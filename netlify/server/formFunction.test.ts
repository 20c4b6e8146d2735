import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '#src/content/serverMessages';
import { serverMessages as spanish } from '#src/content/es/serverMessages';
import { formNames } from '#src/forms/registry';
import { formFunction } from './formFunction';

const at = (path: string, init: RequestInit = { method: 'POST', body: 'name=Ana' }) =>
  new Request(`https://site.test${path}`, init);

describe('the one function of every form, at /api/<form>', () => {
  it('takes each registered form by the name in its path', async () => {
    for (const name of formNames) {
      // A GET is refused by the form's own flow (405, Allow: POST), never by the name.
      const answer = await formFunction(at(`/api/${name}`, { method: 'GET' }));
      expect(answer.status, name).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });

  it('prefers the name Netlify gives it, when it gives one', async () => {
    const params = { form: formNames[0] } as unknown as Context['params'];
    const answer = await formFunction(at('/api/elsewhere', { method: 'GET' }), {
      params,
    } as Context);
    expect(answer.status).toBe(405);
  });

  it('answers 404 to a name no form has, in the visitor’s language, before reading a byte', async () => {
    // Names an object has of its own: a lookup that is not by the registry would find them.
    for (const name of ['no-such-form', 'constructor', '__proto__', 'toString', 'CONTACT', '']) {
      expect(formNames).not.toContain(name);
      const request = at(`/api/${name}`);
      const answer = await formFunction(request);
      expect(answer.status, name).toBe(404);
      expect(await answer.json()).toEqual({ ok: false, message: serverMessages.unsupported });
      expect(request.bodyUsed).toBe(false);
    }
    const fromSpanish = at('/api/no-such-form', {
      method: 'POST',
      headers: { Referer: 'https://site.test/es/contact' },
    });
    expect(await (await formFunction(fromSpanish)).json()).toMatchObject({
      message: spanish.unsupported,
    });
  });
});
