import { randomUUID } from 'node:crypto';
import { business } from '#src/content/business';
import { describe, expect, it, vi } from 'vitest';
import { serverMessages as spanish } from '#src/content/es/serverMessages';
import { serverMessages } from '#src/content/serverMessages';
import { contactForm } from '#src/forms/contact/words';
import { contactForm as solicitudCuidado } from '#src/forms/contact/words.es';
import { bodyLimit } from './bodyLimit';
import { serverForms } from '../shared/forms';
import { handleSubmission, type SubmissionDeps } from './submission';
import {
  applicationPost,
  caregiver,
  family,
  formPost,
  jsonPost,
  watchAlerts,
  world,
} from '../test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  postmarkError,
  received,
  testConfig,
} from '../test/postmark';

mockPostmark();

/*
 * An office of our own (8 to 6 on weekdays, 9 to 4 on Saturdays, a family within the hour, an
 * applicant within two business days) in place of business.json's and the notice's, so the
 * times below hold whatever staff set at /admin/.
 */
vi.mock('#src/config/callWindows', async (original) =>
  (await import('../test/office')).withOffice(await original()),
);

const submit = (request: Request, deps: SubmissionDeps) =>
  handleSubmission(request, 'contact', deps);

describe('a care request that Postmark accepts', () => {
  it('is kept first, sent, answered 200, and its copy marked sent with the MessageID', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    const response = await submit(jsonPost('/api/contact', family), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: contactForm.success.description,
      promise: expect.stringMatching(/^We will call you /),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      From: testConfig.from,
      To: 'care@hearthside.test',
      ReplyTo: 'jose@example.com',
      Subject: expect.stringMatching(
        /^Call back by \d{1,2}:\d{2} [AP]M \w{3}: Care request from José Núñez – Personal Care$/,
      ),
      MessageStream: 'outbound',
      Tag: 'care-request',
    });
    expect(delivered[0]!.TextBody).toContain(
      'Message:\n  My mother needs help\n  in the mornings.',
    );
    expect(delivered[0]!.HtmlBody).toContain('&lt;b&gt;Soon&lt;/b&gt;');
    expect(delivered[0]!.TextBody).not.toContain('Sent by the visitor on');
    expect(delivered[0]!.TextBody).toContain('Best Time to Reach You: (not given)');

    const [copy] = records();
    expect(copy).toMatchObject({
      form: 'contact',
      status: 'sent',
      attempts: 1,
      language: 'en',
      messageId: 'msg-1',
      fields: { name: 'José Núñez', email: 'jose@example.com' },
    });
    expect(copy!.lastError).toBeUndefined();
  });

  it('keeps CR, LF and bidi overrides out of the subject', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const tuesdayMorning = () => new Date('2026-11-24T10:00:00-05:00');
    await submit(
      jsonPost('/api/contact', { ...family, name: 'Ann\r\nBcc: victim@example.com\u202Egpj.exe' }),
      { ...deps, now: tuesdayMorning },
    );
    expect(delivered[0]!.Subject).toBe(
      'Call back by 11:00 AM Tue: Care request from Ann Bcc: victim@example.comgpj.exe – Personal Care',
    );
  });

  it('tells staff first by when to call, from when the visitor sent it', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    // Friday 5:30 PM: less than an hour of office time left, and Saturday opens at 9.
    const fridayEvening = () => new Date('2026-11-27T17:30:00-05:00');
    await submit(jsonPost('/api/contact', family), { ...deps, now: fridayEvening });
    await handleSubmission(applicationPost([]), 'apply', { ...deps, now: fridayEvening });
    const [request, application] = delivered;
    expect(request!.Subject).toMatch(/^Call back by 10:00 AM Sat: Care request from /);
    expect(request!.TextBody).toMatch(
      /^Call back by 10:00 AM Sat\n\nPrefers a phone call: .+\n\nCalled back\? Record the call: https:\/\/hearthside\.test\/follow-up\/\S+\n\nNew care request\n/,
    );
    expect(request!.HtmlBody).toMatch(
      />Call back by 10:00 AM Sat<\/p><p[^>]*><a href="tel:[^"]+"[^>]*>Prefers a phone call: [^<]+<\/a><\/p><p[^>]*>Called back\? <a href="https:\/\/hearthside\.test\/follow-up\/[^"]+"/,
    );
    // Applicants: by the close of the second business day, the weekend not counted.
    expect(application!.Subject).toMatch(/^Call back by 6:00 PM Tue: Caregiver application from /);
  });

  it('flags a ZIP code outside the service area for staff, and still sends the request', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    // A ZIP staff list in business.json's service area, and a Georgia one they do not.
    const [served] = business.servedZips;
    const away = ['30301', '31401', '39901'].find((zip) => !business.servedZips.includes(zip))!;
    const outside = await submit(jsonPost('/api/contact', { ...family, careZip: away }), deps);
    expect(outside.status).toBe(200);
    await submit(jsonPost('/api/contact', { ...family, careZip: served }), deps);
    expect(delivered[0]!.TextBody).toContain(`Outside our service area: ZIP code ${away}`);
    expect(delivered[1]!.TextBody).not.toContain('Outside our service area');
    expect(delivered[1]!.TextBody).toContain(`ZIP code where care is needed: ${served}`);
  });

  it('shows staff where the lead came from, escaped, and says so when no site sent it', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const campaign = {
      formPage: '/contact',
      landingPage: '/services',
      referrer: 'https://www.google.com/search',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: '<b>fall</b>',
      clickId: 'gclid',
    };
    await submit(jsonPost('/api/contact', { ...family, ...campaign }), deps);
    await submit(
      jsonPost('/api/contact', { ...family, formPage: '/', message: 'Typed in.' }),
      deps,
    );
    const [fromAd, plain] = delivered;
    expect(fromAd!.TextBody).toContain(
      'Where this came from\n\nSent from page: /contact\n\nFirst page of the visit: /services\n\nCame from: https://www.google.com/search\n\nCampaign: google / cpc / <b>fall</b>\n\nAd click: Yes (gclid)',
    );
    expect(fromAd!.HtmlBody).toContain('google / cpc / &lt;b&gt;fall&lt;/b&gt;');
    expect(fromAd!.HtmlBody).not.toContain('<b>fall');
    expect(plain!.TextBody).toContain('Came from: No other website');
  });

  it('says when the family would like a call', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    await submit(jsonPost('/api/contact', { ...family, bestTime: 'evening' }), deps);
    expect(delivered[0]!.TextBody).toContain(
      `Type of Care Needed: Personal Care\n\nBest Time to Reach You: ${contactForm.choices.bestTime.evening}\n\n`,
    );
  });

  it('says in the subject and first line when the visitor wrote in Spanish', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    await submit(jsonPost('/api/contact', { ...family, language: 'es' }), deps);
    expect(delivered[0]!.Subject).toMatch(/\(in Spanish\)$/);
    expect(delivered[0]!.TextBody).toMatch(
      /^Call back by \d{1,2}:\d{2} [AP]M \w{3}\n\nPrefers a phone call: .+\n\nCalled back\? Record the call: https:\/\/hearthside\.test\/follow-up\/\S+\n\nNew care request\n\nThe visitor wrote in Spanish\.\n/,
    );
    expect(delivered[0]!.TextBody).toContain('Type of Care Needed: Personal Care');
    expect(records()[0]!.language).toBe('es');
  });
});

describe('a visitor writing from the Spanish pages', () => {
  it('is answered in Spanish', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const response = await submit(jsonPost('/api/contact', { ...family, language: 'es' }), deps);
    expect(await response.json()).toEqual({
      ok: true,
      message: solicitudCuidado.success.description,
      promise: expect.stringMatching(/^Le llamaremos /),
    });
  });

  it('lands on the Spanish pages when posting without JavaScript', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const sent = await submit(formPost('/api/contact', { ...family, language: 'es' }), deps);
    expect(sent.headers.get('location')).toBe('/es/contact/sent');
    const wrong = await submit(
      formPost('/api/contact', { ...family, email: 'jose@', language: 'es' }),
      deps,
    );
    expect(wrong.headers.get('location')).toBe('/es/contact/check-your-answers#email');
  });

  it('is answered in the language of the page it came from when the post cannot be read', async () => {
    const { deps } = world();
    const response = await submit(
      jsonPost('/api/contact', '{"name":', { Referer: 'https://site.test/es/contact' }),
      deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: spanish.invalid });
  });

  it('never takes an unknown language as one', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    await submit(jsonPost('/api/contact', { ...family, language: 'fr' }), deps);
    expect(records()[0]!.language).toBe('en');
    expect(delivered[0]!.Subject).not.toMatch(/Spanish/);
  });
});

describe('the same submission sent twice', () => {
  it('answers the repeat as the first was answered and sends nothing new', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const submissionId = randomUUID();
    const first = await submit(jsonPost('/api/contact', { ...family, submissionId }), deps);
    const again = await submit(jsonPost('/api/contact', { ...family, submissionId }), deps);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(delivered).toHaveLength(1);
  });

  it('while the first is still pending: 202 again, and no second email', async () => {
    const { deps } = world();
    watchAlerts();
    postmarkAnswers(postmarkError(503, 0));
    const submissionId = randomUUID();
    const first = await submit(jsonPost('/api/contact', { ...family, submissionId }), deps);
    const tries = received.length;
    postmarkAnswers(ok);
    const again = await submit(jsonPost('/api/contact', { ...family, submissionId }), deps);
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(received).toHaveLength(tries);
    expect(delivered).toHaveLength(0);
  });

  it('sent at once from two tabs: one email', async () => {
    const { deps } = world();
    postmarkAnswers(ok);
    const submissionId = randomUUID();
    const answers = await Promise.all(
      [1, 2].map(() => submit(jsonPost('/api/contact', { ...family, submissionId }), deps)),
    );
    // The second is 202 if it arrived while the first was sending, 200 if after.
    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    expect(delivered).toHaveLength(1);
  });

  it('refuses an id that is not a UUID, before keeping anything', async () => {
    const { deps, records } = world();
    for (const submissionId of ['1', '../../etc', 'x'.repeat(36), 42]) {
      const response = await submit(jsonPost('/api/contact', { ...family, submissionId }), deps);
      expect(response.status).toBe(400);
    }
    expect(records()).toHaveLength(0);
  });
});

describe('the honeypot', () => {
  it('holds the submission instead of dropping it: kept, never emailed, 202', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    const response = await submit(
      jsonPost('/api/contact', { ...family, website: 'jose-nunez.example' }),
      deps,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, queued: true });
    expect(received).toHaveLength(0);
    expect(records()[0]).toMatchObject({
      status: 'held',
      fields: { name: 'José Núñez', website: 'jose-nunez.example' },
    });
  });
});

describe('requests that never reach Postmark', () => {
  it('answers other methods with 405 and Allow: POST', async () => {
    const { deps } = world();
    const response = await submit(
      new Request('https://site.test/api/contact', { method: 'GET' }),
      deps,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers bad input with 400, a human message and per-field errors; keeps nothing', async () => {
    const { deps, records } = world();
    const response = await submit(
      jsonPost('/api/contact', { ...family, email: 'not-an-email', phone: '' }),
      deps,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(serverMessages.invalid);
    expect(body.errors.email).toMatch(/email address like/);
    expect(body.errors.phone).toMatch(/phone number/);
    expect(records()).toHaveLength(0);
  });

  it('refuses a name made only of invisible characters', async () => {
    const { deps } = world();
    const response = await submit(
      jsonPost('/api/contact', { ...family, name: '\u200B\u200E\u202E\u2066 \uFEFF' }),
      deps,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.name).toMatch(
      /Please enter your full name/,
    );
  });

  it('refuses addresses Postmark would refuse, with a message that says why', async () => {
    const { deps } = world();
    for (const email of ['a..b@example.com', '.a@example.com', 'a.@example.com', 'a@localhost']) {
      const response = await submit(jsonPost('/api/contact', { ...family, email }), deps);
      expect(response.status, email).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      expect(errors.email, email).toMatch(/typo|like name@example\.com/);
    }
  });
});

describe('posts from another site', () => {
  it('locally, a page at 127.0.0.1 posts to the same port on localhost; another port is another site', async () => {
    postmarkAnswers(ok);
    const { deps } = world();
    const post = (origin: string) =>
      submit(
        new Request('http://localhost:8888/api/contact', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Origin: origin,
          },
          body: JSON.stringify(family),
        }),
        deps,
      );
    expect((await post('http://127.0.0.1:8888')).status).toBe(200);
    expect((await post('http://[::1]:8888')).status).toBe(200);
    expect((await post('http://127.0.0.1:9999')).status).toBe(403);
    expect((await post('https://127.0.0.1:8888')).status).toBe(403);
  });

  it('get 403 and nothing is kept or sent', async () => {
    const { deps, records } = world();
    postmarkAnswers(ok);
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await submit(jsonPost('/api/contact', family, headers), deps);
      expect(response.status).toBe(403);
    }
    expect(records()).toHaveLength(0);
    expect(received).toHaveLength(0);
  });

  it('from the site itself, a deploy preview or the canonical origin, go through', async () => {
    postmarkAnswers(ok);
    const { deps } = world();
    const own: Record<string, string>[] = [
      { Origin: 'https://site.test', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'https://www.hearthside.example' },
      {},
    ];
    for (const headers of own) {
      const response = await submit(jsonPost('/api/contact', family, headers), {
        ...deps,
        siteOrigin: 'https://www.hearthside.example',
      });
      expect(response.status).toBe(200);
    }
    const preview = new Request('https://deploy-preview-7--hearthside.netlify.app/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: 'https://deploy-preview-7--hearthside.netlify.app',
      },
      body: JSON.stringify(family),
    });
    expect((await submit(preview, deps)).status).toBe(200);
  });
});

describe('the body limit, in bytes', () => {
  const wide = (length: number) => '李'.repeat(length);
  const contactAtMax = {
    name: wide(100),
    // Fifteen digits, the most a phone number may have.
    phone: '+1 (770) 555-0142 x 1234',
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    serviceType: 'personal',
    message: wide(5000),
  };
  const applicationAtMax = {
    ...caregiver,
    firstName: wide(100),
    lastName: wide(100),
    address: wide(200),
    city: wide(100),
    zipCode: '30134-1234',
    experience: wide(5000),
    certifications: wide(5000),
    references: wide(5000),
    motivation: wide(5000),
  };

  it('takes every field at its maximum in three-byte characters, as JSON and as a form post', async () => {
    postmarkAnswers(ok);
    const { deps } = world();
    expect(contactAtMax.email).toHaveLength(254);
    const cases = [
      { path: '/api/contact', fields: contactAtMax, send: (r: Request) => submit(r, deps) },
      {
        path: '/api/apply',
        fields: applicationAtMax,
        send: (r: Request) => handleSubmission(r, 'apply', deps),
      },
    ];
    for (const { path, fields, send } of cases) {
      expect((await send(jsonPost(path, fields))).status, `${path} JSON`).toBe(200);
      const plain = await send(formPost(path, fields));
      expect(plain.status, `${path} form post`).toBe(303);
      expect(plain.headers.get('location')).toMatch(/\/sent$/);
    }
    expect(delivered).toHaveLength(4);
  });

  it('refuses a post larger than the largest valid one with 413, unread', async () => {
    const { deps } = world();
    const response = await submit(
      // Three bytes a character in JSON: a third of the limit, and one more, is over it.
      jsonPost('/api/contact', {
        ...contactAtMax,
        message: wide(Math.ceil(bodyLimit(serverForms.contact.schema) / 3) + 1),
      }),
      deps,
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain(
      business.phone.display,
    );
  });
});

describe('without JavaScript, every answer is a page', () => {
  it('a 202 lands on the confirmation page like a 200', async () => {
    watchAlerts();
    postmarkAnswers(postmarkError(503, 0));
    const { deps } = world();
    const response = await submit(formPost('/api/contact', family), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/sent');
  });

  it('neither sent nor kept lands on the page with the phone number', async () => {
    watchAlerts();
    postmarkAnswers(postmarkError(503, 0));
    const { deps, state } = world();
    state.down = true;
    const response = await submit(formPost('/api/contact', family), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/not-sent');
  });

  it('a wrong answer lands on the page of what each answer needs, at the wrong one', async () => {
    const { deps } = world();
    const response = await submit(formPost('/api/contact', { ...family, email: 'jose@' }), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/check-your-answers#email');
    const application = await handleSubmission(
      formPost('/api/apply', { ...caregiver, zipCode: '301' }),
      'apply',
      deps,
    );
    expect(application.headers.get('location')).toBe('/apply/check-your-answers#zipCode');
  });

  it('an over-size or unsupported post lands on a page, never raw JSON', async () => {
    const { deps } = world();
    const huge = await submit(
      formPost('/api/contact', { ...family, message: 'x'.repeat(200_000) }),
      deps,
    );
    expect(huge.headers.get('location')).toBe('/form-too-large');
    const multipart = new FormData();
    multipart.set('name', 'Ann');
    const unsupported = await submit(
      new Request('https://site.test/api/contact', { method: 'POST', body: multipart }),
      deps,
    );
    expect(unsupported.status).toBe(303);
    expect(unsupported.headers.get('location')).toBe('/form-too-large');
  });
});

describe('configuration', () => {
  it('with no token on Netlify: keeps the request, answers 202, raises the alarm without the visitor', async () => {
    const alerts = watchAlerts();
    const { deps, records } = world();
    const response = await submit(jsonPost('/api/contact', family), {
      ...deps,
      config: { ...testConfig, token: undefined },
      mailer: undefined,
    });
    expect(response.status).toBe(202);
    expect(records()[0]!.status).toBe('pending');
    const lines = alerts().join('\n');
    expect(lines).toContain('POSTMARK_SERVER_TOKEN');
    for (const secret of [family.name, family.email, family.phone, 'mornings']) {
      expect(vi.mocked(console.error).mock.calls.flat().join('\n')).not.toContain(secret);
    }
  });

  it('with neither a token nor a store: 500 and the phone number', async () => {
    watchAlerts();
    const response = await submit(jsonPost('/api/contact', family), {
      config: { ...testConfig, token: undefined },
      mailer: undefined,
      stores: undefined,
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toContain(
      business.phone.display,
    );
  });
});
