// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationPaths } from '../src/config/paths';
import * as englishPrivacy from '../src/content/privacy';
import * as spanishPrivacy from '../src/content/es/privacy';
import { formNames, forms, type FormName } from '../src/forms/registry';
import { acknowledges } from '../netlify/server/mail/acknowledgement';
import { serverForms } from '../netlify/server/intake/forms';
import { handleSubmission } from '../netlify/server/intake/submission';
import { caregiver, family, jsonPost, world } from '../netlify/server/test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  testConfig,
} from '../netlify/server/test/postmark';

mockPostmark();

/**
 * One valid post of each registered form. Typed by the registry: a new form without its sample
 * fails the typecheck, so it cannot go untested here.
 */
const samples: Record<FormName, Record<string, string>> = { contact: family, apply: caregiver };

interface FunctionConfig {
  path?: string;
  schedule?: string;
  rateLimit?: { windowLimit: number; action?: string; to?: string };
}

const functionConfigs = Object.entries(
  import.meta.glob<{ config?: FunctionConfig }>('../netlify/functions/*.mts', { eager: true }),
).map(([file, module]) => ({ file, config: module.config ?? {} }));

/**
 * What every form of the registry must have, checked for each by name: the registry is the only
 * list of forms, so a form added there is held to all of it without anyone listing it here.
 */
describe.each(formNames)('the %s form', (name) => {
  const definition = forms[name];

  it('has a function at its endpoint, rate limited to the page that says to wait', () => {
    const found = functionConfigs.filter(({ config }) => config.path === definition.endpoint);
    expect(found.map(({ file }) => file)).toHaveLength(1);
    expect(found[0]?.config.rateLimit).toMatchObject({
      action: 'rewrite',
      to: confirmationPaths.tooManyTries,
    });
  });

  it('is in the privacy notice’s list of what each form collects, in both languages', () => {
    for (const notice of [englishPrivacy, spanishPrivacy]) {
      expect(notice.formsCollect[name]?.join(' ')).toBeTruthy();
      const shown = notice.privacy.sections.flatMap((section) => section.paragraphs);
      for (const paragraph of notice.formsCollect[name] ?? []) expect(shown).toContain(paragraph);
    }
  });

  it('lands on confirmation pages no other form lands on', () => {
    for (const other of formNames.filter((candidate) => candidate !== name)) {
      expect(Object.values(forms[other].pages)).not.toContain(definition.pages.sent);
      expect(Object.values(forms[other].pages)).not.toContain(definition.pages.checkAnswers);
    }
  });

  it('emails staff at its inbox, and thanks the visitor when it says it does', async () => {
    const { deps } = world();
    postmarkAnswers(ok, ok);
    const sent = await handleSubmission(jsonPost(definition.endpoint, samples[name]), name, {
      ...deps,
      acknowledge: true,
    });
    expect(sent.status).toBe(200);
    const staff = serverForms[name]!;
    expect(delivered.filter((message) => message.Tag === staff.tag)).toMatchObject([
      { To: testConfig.to[staff.inbox] },
    ]);
    const thanked = delivered.filter((message) => message.To === samples[name].email);
    expect(thanked).toHaveLength(acknowledges(name) ? 1 : 0);
  });
});
