import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayingForCareFacts } from '../../content/payingForCareFacts';
import { payingForCareFacts as today } from '../../content/payingForCareFacts';

type Accepts = PayingForCareFacts['accepts'];

/**
 * `paymentNote` as a build with these payment facts makes it (the office edits them at /admin/),
 * with this language's words.
 */
async function noteWith(accepts: Partial<Accepts>, language: 'en' | 'es' = 'en') {
  vi.resetModules();
  vi.doMock('../../content/payingForCareFacts', async (importOriginal) => {
    const { payingForCareFacts: facts } = await importOriginal<{
      payingForCareFacts: PayingForCareFacts;
    }>();
    return { payingForCareFacts: { ...facts, accepts: { ...facts.accepts, ...accepts } } };
  });
  if (language === 'es') {
    vi.doMock('./words', () => vi.importActual('./words.es'));
    vi.doMock('./paymentNoteWords', () => vi.importActual('./paymentNoteWords.es'));
  }
  return (await import('./paymentNote')).paymentNote;
}

afterEach(() => {
  vi.doUnmock('../../content/payingForCareFacts');
  vi.doUnmock('./words');
  vi.doUnmock('./paymentNoteWords');
});

const takesNothing = { privatePay: false, waiverProvider: false, vaCommunityCareProvider: false };
const takesAll = { privatePay: true, waiverProvider: true, vaCommunityCareProvider: true };

describe('the note on a way to pay follows the payment facts', () => {
  it.each(['en', 'es'] as const)(
    'in %s, says where to go instead of each way not taken',
    async (language) => {
      const note = await noteWith(takesNothing, language);
      const waiver = note('medicaid-waiver');
      expect(waiver?.more.section).toBe('medicaid');
      for (const fact of [today.waiver.name, today.empowerline.phone, today.adrc.phone]) {
        expect(waiver?.text).toContain(fact);
      }
      expect(note('private')?.text).toContain(today.phone);
      expect(note('private')?.more.section).toBe('private-pay');
      expect(note('veterans')?.text).toContain(today.va.name);
      expect(note('veterans')?.more.section).toBe('veterans');
      // Taken whatever the facts say, or a question for the call.
      expect(note('ltc-insurance')).toBeUndefined();
      expect(note('not-sure')).toBeUndefined();
      expect(note('')).toBeUndefined();
    },
  );

  it('says nothing of a way the agency takes', async () => {
    const note = await noteWith(takesAll);
    for (const choice of ['medicaid-waiver', 'private', 'veterans', 'ltc-insurance', 'not-sure']) {
      expect(note(choice)).toBeUndefined();
    }
  });

  it('has the words of each language', async () => {
    const english = (await noteWith(takesNothing, 'en'))('medicaid-waiver')!;
    const spanish = (await noteWith(takesNothing, 'es'))('medicaid-waiver')!;
    expect(spanish.text).not.toBe(english.text);
    expect(spanish.more.label).not.toBe(english.more.label);
  });
});
