import { describe, expect, it, vi } from 'vitest';
import { business } from '#src/content/business';
import { callBackPhrase } from './acknowledgement';
import { callLanguageNote } from '#src/content/callLanguage';
import { callLanguageWords as spanishCall } from '#src/content/es/callLanguageWords';
import { redeliveryPass } from '../delivery/redelivery';
import { handleSubmission } from '../intake/submission';
import { applicationPost, caregiver, family, jsonPost, watchAlerts, world } from '../test/fixtures';
import {
  acceptedThenLost,
  delivered,
  mockPostmark,
  networkError,
  ok,
  postmarkAnswers,
  postmarkError,
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

const tuesday = (time: string) => new Date(`2026-11-24T${time}:00-05:00`);
const hours = (from: Date, count: number) => () => new Date(from.getTime() + count * 3_600_000);

function thankingWorld(now: () => Date) {
  const base = world();
  const deps: typeof base.deps = { ...base.deps, acknowledge: true, now };
  return { ...base, deps };
}

const toVisitor = () => delivered.filter((message) => message.Tag === 'acknowledgement');
/** The leads' own emails to staff: not thank-yous, nor reminders of a call not yet made. */
const toStaff = () =>
  delivered.filter(
    (message) => !['acknowledgement', 'not-called-back'].includes(String(message.Tag)),
  );

describe('the call-back time in words', () => {
  const received = tuesday('10:00');
  it('says today, tomorrow and the weekday, in the office zone', () => {
    expect(callBackPhrase(tuesday('11:00'), received, 'en')).toBe('by 11:00 AM today, Tuesday');
    expect(callBackPhrase(new Date('2026-11-25T09:00-05:00'), received, 'en')).toBe(
      'by 9:00 AM tomorrow, Wednesday',
    );
    expect(callBackPhrase(new Date('2026-11-30T09:00-05:00'), received, 'en')).toBe(
      'by 9:00 AM on Monday',
    );
    // More than six days off, the date too.
    expect(callBackPhrase(new Date('2026-12-01T09:00-05:00'), received, 'en')).toBe(
      'by 9:00 AM on Tuesday, December 1',
    );
  });

  it('says it in Spanish, the article agreeing with the hour', () => {
    expect(callBackPhrase(new Date('2026-11-25T09:00-05:00'), received, 'es')).toBe(
      'mañana, miércoles, antes de las 9:00\u00a0a.\u00a0m.',
    );
    expect(callBackPhrase(tuesday('13:00'), received, 'es')).toBe(
      'hoy, martes, antes de la 1:00\u00a0p.\u00a0m.',
    );
  });
});

describe("a visitor's acknowledgement", () => {
  it('goes to the visitor from the site, answered by the care inbox, with the call-back time', async () => {
    const { deps } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok);
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(200);
    expect(toStaff()).toHaveLength(1);
    expect(toStaff()[0]!.Subject).toMatch(/^Call back by 11:00 AM Tue: /);
    const [thanks] = toVisitor();
    expect(thanks).toMatchObject({
      From: testConfig.from,
      To: family.email,
      ReplyTo: 'care@hearthside.test',
      Subject: `We received your request – ${business.name}`,
    });
    expect(thanks!.TextBody).toContain('We will call you by 11:00 AM today, Tuesday.\n');
    expect(thanks!.TextBody).toContain(business.phone.display);
    expect(thanks!.HtmlBody).toContain(`<a href="${business.phone.href}">`);
  });

  it('is in Spanish for a visitor who wrote in Spanish, from the same rule', async () => {
    const { deps } = thankingWorld(() => tuesday('17:30'));
    postmarkAnswers(ok);
    await handleSubmission(
      jsonPost('/api/contact', { ...family, language: 'es' }),
      'contact',
      deps,
    );
    expect(toStaff()[0]!.Subject).toMatch(/^Call back by 9:00 AM Wed: /);
    const [thanks] = toVisitor();
    expect(thanks!.Subject).toBe(`Recibimos su solicitud – ${business.name}`);
    expect(thanks!.TextBody).toContain(
      'Le llamaremos mañana, miércoles, antes de las 9:00\u00a0a.\u00a0m.\n',
    );
    expect(thanks!.HtmlBody).toContain('<html lang="es">');
    // Whether the call is in Spanish, as the business facts say today.
    const note = callLanguageNote('es', spanishCall, undefined, 'call');
    expect(note).toBeTruthy();
    expect(thanks!.TextBody).toContain(note);
  });

  it('says a text, in Spanish, to a family who asked for a text: subject, sentence, language', async () => {
    const { deps } = thankingWorld(() => tuesday('22:00'));
    postmarkAnswers(ok);
    await handleSubmission(
      jsonPost('/api/contact', { ...family, bestTime: 'evening', reachBy: 'text', language: 'es' }),
      'contact',
      deps,
    );
    expect(toStaff()[0]!.Subject).toMatch(/^Text 5–6 PM Wed: /);
    const [thanks] = toVisitor();
    expect(thanks!.TextBody).toContain(
      'Le enviaremos un mensaje de texto mañana, miércoles, entre las 5 y las 6\u00a0p.\u00a0m.\n',
    );
    expect(thanks!.TextBody).not.toContain('Le llamaremos');
    const note = callLanguageNote('es', spanishCall, undefined, 'text');
    expect(note).toBeTruthy();
    expect(thanks!.TextBody).toContain(note);
  });

  it('says in English nothing of the call’s language', async () => {
    const { deps } = thankingWorld(() => tuesday('17:30'));
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    const [thanks] = toVisitor();
    const lines = [...Object.values(spanishCall.spoken), ...Object.values(spanishCall.notSpoken)];
    for (const line of lines) expect(thanks!.TextBody).not.toContain(line);
  });

  it('tells an applicant by when, and goes to the careers inbox for replies', async () => {
    const { deps } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok);
    await handleSubmission(applicationPost([]), 'apply', deps);
    const [thanks] = toVisitor();
    expect(thanks).toMatchObject({ To: caregiver.email, ReplyTo: 'careers@hearthside.test' });
    expect(thanks!.TextBody).toContain(
      'We will contact you about the next steps by 6:00 PM on Thursday.',
    );
  });

  it('never carries what the visitor typed, links and markup included', async () => {
    const { deps } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok);
    // A number that is not the agency's own, which the acknowledgement rightly shows.
    const typedPhone = ['770-555-0199', '678-555-0177'].find(
      (phone) => !business.phone.display.includes(phone.slice(-8)),
    )!;
    const typed = {
      ...family,
      name: 'Win <a href="http://prize.test">a prize</a>',
      phone: typedPhone,
      message: 'Visit http://spam.test/offer <b>now</b> and claim it',
    };
    await handleSubmission(jsonPost('/api/contact', typed), 'contact', deps);
    const [thanks] = toVisitor();
    const everything = [thanks!.Subject, thanks!.TextBody, thanks!.HtmlBody].join('\n');
    for (const words of [
      'prize',
      'spam.test',
      'claim it',
      'now</b>',
      typedPhone.slice(-8),
      'Win',
    ]) {
      expect(everything).not.toContain(words);
    }
    expect(toStaff()[0]!.TextBody).toContain('spam.test');
  });

  it('is not sent for a submission the spam trap held', async () => {
    const { deps } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok);
    await handleSubmission(
      jsonPost('/api/contact', { ...family, website: 'http://bot.test' }),
      'contact',
      deps,
    );
    expect(delivered).toHaveLength(0);
  });

  it('goes once a day to an address, whatever its case, then again after 24 hours', async () => {
    const start = tuesday('10:00');
    const { deps } = thankingWorld(() => start);
    postmarkAnswers(ok);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    const again = { ...family, email: family.email.toUpperCase(), message: 'One more thing.' };
    await handleSubmission(jsonPost('/api/contact', again), 'contact', {
      ...deps,
      now: hours(start, 23),
    });
    expect(toStaff()).toHaveLength(2);
    expect(toVisitor()).toHaveLength(1);
    await handleSubmission(
      jsonPost('/api/contact', { ...family, message: 'A day later.' }),
      'contact',
      { ...deps, now: hours(start, 25) },
    );
    expect(toVisitor()).toHaveLength(2);
  });

  it('is kept through an outage and sent by the next pass, beside the staff email', async () => {
    const start = tuesday('10:00');
    const { deps, records } = thankingWorld(() => start);
    postmarkAnswers(networkError);
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(202);
    expect(
      records()
        .map((record) => record.kind ?? 'staff')
        .sort(),
    ).toEqual(['acknowledgement', 'staff']);
    postmarkAnswers(ok);
    // The thank-you goes at the first search's miss; the lead after a second search.
    await redeliveryPass({ ...deps, stores: deps.stores!, now: hours(start, 0.1) });
    expect(toVisitor()).toHaveLength(1);
    const report = await redeliveryPass({ ...deps, stores: deps.stores!, now: hours(start, 0.3) });
    // The pass counts leads: a thank-you waiting is not a lead waiting.
    expect(report).toMatchObject({ sent: 1, pending: 0 });
    expect(toVisitor().map((message) => message.To)).toEqual([family.email]);
    expect(toStaff()).toHaveLength(1);
  });

  it('is dropped, not sent late, once the call-back time it announces has passed', async () => {
    const start = tuesday('10:00');
    const { deps, records } = thankingWorld(() => start);
    postmarkAnswers(networkError);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    postmarkAnswers(ok);
    watchAlerts();
    await redeliveryPass({ ...deps, stores: deps.stores!, now: hours(start, 2) });
    await redeliveryPass({ ...deps, stores: deps.stores!, now: hours(start, 2.1) });
    expect(toStaff()).toHaveLength(1);
    expect(toVisitor()).toHaveLength(0);
    const thanks = records().find((record) => record.kind === 'acknowledgement');
    expect(thanks).toMatchObject({ status: 'sent', lastError: expect.stringMatching(/^outdated/) });
  });

  it('goes once when two forms from one address arrive at the same moment', async () => {
    const { deps } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok);
    await Promise.all(
      ['First.', 'Second.'].map((message) =>
        handleSubmission(jsonPost('/api/contact', { ...family, message }), 'contact', deps),
      ),
    );
    expect(toStaff()).toHaveLength(2);
    expect(toVisitor()).toHaveLength(1);
  });

  it('is found by the search, not sent again, when Postmark took it but its answer was lost', async () => {
    const start = tuesday('10:00');
    const { deps } = thankingWorld(() => start);
    // The staff email goes through; the acknowledgement's answer never arrives.
    postmarkAnswers(ok, acceptedThenLost);
    await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(toVisitor()).toHaveLength(1);
    postmarkAnswers(ok);
    const report = await redeliveryPass({ ...deps, stores: deps.stores!, now: hours(start, 0.2) });
    expect(report).toMatchObject({ pending: 0 });
    expect(toVisitor()).toHaveLength(1);
    expect(toStaff()).toHaveLength(1);
  });

  it('gives up quietly when Postmark refuses the visitor address, the lead unharmed', async () => {
    const alerts = watchAlerts();
    const { deps, records } = thankingWorld(() => tuesday('10:00'));
    postmarkAnswers(ok, postmarkError(422, 406, 'Inactive recipient'));
    const response = await handleSubmission(jsonPost('/api/contact', family), 'contact', deps);
    expect(response.status).toBe(200);
    expect(toStaff()).toHaveLength(1);
    const thanks = records().find((record) => record.kind === 'acknowledgement');
    expect(thanks).toMatchObject({ status: 'sent', lastError: expect.stringMatching(/^rejected/) });
    expect(alerts()).toEqual([]);
  });
});
