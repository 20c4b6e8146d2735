import { describe, expect, it } from 'vitest';
import { telHref } from '#src/lib/telHref';
import { staffEmail } from './emails';
import { serverForms } from '../shared/forms';
import { family, jsonPost, world } from '../test/fixtures';
import { handleSubmission } from '../intake/submission';
import { delivered, mockPostmark, ok, postmarkAnswers } from '../test/postmark';

mockPostmark();

const care = serverForms.contact;
const answers = { ...family, bestTime: '', careZip: '', howSoon: '', payment: '', heardFrom: '' };

/** The first link of the email's HTML: what staff tap first. */
const firstLink = (html: string) => /<a href="([^"]+)"/.exec(html)?.[1];

describe('the way a family asked to be reached', () => {
  it('leads the staff email with the matching link: a call, a text or an email', () => {
    const tel = telHref(family.phone);
    const ways = [
      { reachBy: 'call', href: tel, said: family.phone },
      { reachBy: 'text', href: tel.replace(/^tel:/, 'sms:'), said: family.phone },
      { reachBy: 'email', href: `mailto:${family.email}`, said: family.email },
      // A page sent before the question existed: a call, as before.
      { reachBy: '', href: tel, said: family.phone },
    ];
    for (const { reachBy, href, said } of ways) {
      const email = staffEmail(care, { ...answers, reachBy });
      expect(firstLink(email.htmlBody), reachBy).toBe(href);
      expect(email.textBody.split('\n\n')[0], reachBy).toContain(said);
    }
  });

  it('is asked on the care request, a call unless the family says otherwise, and reaches staff', async () => {
    const field = care.definition.fields.find((each) => each.name === 'reachBy');
    expect(field?.initial).toBe('call');
    expect(field?.options?.map((option) => option.value)).toEqual(['call', 'text', 'email']);
    const { deps } = world();
    postmarkAnswers(ok);
    const sent = await handleSubmission(
      jsonPost('/api/contact', { ...family, reachBy: 'text' }),
      'contact',
      deps,
    );
    expect(sent.status).toBe(200);
    expect(firstLink(String(delivered[0]!.HtmlBody))).toMatch(/^sms:/);
  });

  it('refuses a way the form does not offer', async () => {
    const { deps, records } = world();
    const refused = await handleSubmission(
      jsonPost('/api/contact', { ...family, reachBy: 'fax' }),
      'contact',
      deps,
    );
    expect(refused.status).toBe(400);
    expect(records()).toHaveLength(0);
  });
});
