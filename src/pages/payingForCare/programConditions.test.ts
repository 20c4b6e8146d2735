import { describe, expect, it } from 'vitest';
import { payingForCareWords as english } from '../../content/payingForCare';
import type { PayingForCareContent } from '../../content/payingForCare';
import { payingForCareWords as spanish } from '../../content/es/payingForCare';
import { payingForCareFacts, type PayingForCareFacts } from '../../content/payingForCareFacts';
import { collections } from '../../data/collections';
import { launchItems } from '../../data/launchGate';
import programsFile from '../../data/payment-programs.json';
import { dollars } from '../../lib/words';

const languages = [
  ['English', english],
  ['Spanish', spanish],
] as const;

type Rules = PayingForCareFacts['rules'];

/** Today's facts with other figures in the programs' rules: the words must follow them. */
const factsWith = (
  rules: Partial<Rules>,
  accepts: Partial<PayingForCareFacts['accepts']> = {},
) => ({
  ...payingForCareFacts,
  rules: { ...payingForCareFacts.rules, ...rules },
  accepts: { ...payingForCareFacts.accepts, ...accepts },
});

/** Every string the page says about the ways to pay, paragraph by paragraph and point by point. */
const everyLine = (content: PayingForCareContent) =>
  Object.values(content.ways).flatMap((way) => [
    way.heading,
    ...way.paragraphs,
    ...(way.points ?? []),
    ...(way.after ?? []),
  ]);

/** The percentage as each language writes it: "70%", "70 %" (with a no-break space). */
const percent = (value: number) => new RegExp(`\\b${value}(%|\\u00a0%)`);

describe('the VA family caregiver payment names its conditions (local review, must-fix 1)', () => {
  it.each(languages)('in %s, with the rating, the months and VA health care', (_, words) => {
    for (const rules of [
      payingForCareFacts.rules,
      { vaCaregiverRating: 60, vaCaregiverMonths: 9 },
    ]) {
      const lines = everyLine(words(factsWith(rules)));
      const payment = lines.filter((line) =>
        /monthly payment from the VA|pago mensual del VA/.test(line),
      );
      expect(payment.length).toBeGreaterThan(0);
      const { vaCaregiverRating, vaCaregiverMonths } = { ...payingForCareFacts.rules, ...rules };
      for (const line of payment) {
        expect(line).toMatch(percent(vaCaregiverRating));
        expect(line).toMatch(new RegExp(`\\b${vaCaregiverMonths} (months|meses)`));
        expect(line).toMatch(/enrolled in VA health care|inscrito en la atención médica del VA/);
        // A payment the family may get, not one it is promised.
        expect(line).toMatch(/may get a monthly|puede recibir además un pago mensual/);
        // What a family whose veteran is rated lower does instead.
        expect(line).toMatch(/rating is lower|calificación de su veterano es más baja/);
      }
    }
  });

  it.each(languages)("in %s, gives the VA's Caregiver Support Line from its fact", (_, words) => {
    const after = words(payingForCareFacts).ways['family-caregivers'].after!.join(' ');
    const line = programsFile.programs.find((program) => program.id === 'vaFamilyCaregivers')!;
    expect(line.phone).toBeTruthy();
    expect(after).toContain(`Caregiver Support Line`);
    expect(after).toContain(line.phone!);
  });
});

describe('estate recovery names its figure and what Georgia counts (local review, must-fix 2)', () => {
  it.each(languages)('in %s, with the amount from its one fact', (_, words) => {
    for (const amount of [payingForCareFacts.rules.estateRecoverySmallEstate, 30000]) {
      const lines = everyLine(words(factsWith({ estateRecoverySmallEstate: amount })));
      const exempt = lines.filter((line) => /exempt|exentos/.test(line));
      expect(exempt.length).toBeGreaterThan(0);
      for (const line of exempt) expect(line).toContain(dollars(amount));
      // Never "small" without the figure.
      expect(lines.join(' ')).not.toMatch(/small estates|patrimonios pequeños/i);
    }
  });

  it.each(languages)(
    'in %s, says the estate is more than what goes through probate',
    (_, words) => {
      const line = everyLine(words(payingForCareFacts)).find((each) =>
        /exempt|exentos/.test(each),
      )!;
      expect(line).toMatch(/probate/);
      expect(line).toMatch(/jointly|propiedad conjunta/);
      expect(line).toMatch(/life estate/);
      expect(line).toMatch(/trust/);
      expect(line).toMatch(/elder law attorney/);
    },
  );

  it('types no figure of a rule by hand in either language', () => {
    const typed: Record<string, string> = import.meta.glob(
      ['../../content/payingForCare.ts', '../../content/es/payingForCare.ts'],
      { query: '?raw', import: 'default', eager: true },
    );
    expect(Object.keys(typed)).toHaveLength(2);
    for (const [file, text] of Object.entries(typed)) {
      for (const value of Object.values(payingForCareFacts.rules)) {
        if (value < 10) continue; // an option or a count of months is also an ordinary word
        // As the copy would retype it: "70%", "70 %", "$25,000", "25000" (not "$0.70").
        const typedByHand = new RegExp(
          `(?<![\\d.,])${value}(?:\\s?%|(?![\\d,]))|${dollars(value).replace('$', '\\$')}`,
        );
        expect(text, file).not.toMatch(typedByHand);
      }
    }
  });
});

describe('the figures are facts the launch gate lists until checked', () => {
  const collection = collections.find((each) => each.name === 'payment-programs')!;
  it('lists each rule with its source while it has no check date, and not after', () => {
    const unchecked = structuredClone(programsFile);
    for (const rule of Object.values(unchecked.rules)) rule.checkedOn = '';
    const items = launchItems([collection], () => unchecked, '2026-11-26');
    for (const [id, rule] of Object.entries(unchecked.rules)) {
      expect(items).toContainEqual({
        file: 'src/data/payment-programs.json',
        field: `rules.${id}`,
        todo: `not yet checked at its source at ${rule.source}; enter the day you did`,
      });
    }
    const checked = structuredClone(unchecked);
    for (const rule of Object.values(checked.rules)) rule.checkedOn = '2026-11-26';
    expect(
      launchItems([collection], () => checked, '2026-11-26').map((item) => item.field),
    ).not.toContainEqual(expect.stringMatching(/^rules\./));
  });
});

describe('the other should-fix items of the local review, in both languages', () => {
  it.each(languages)(
    'in %s, "What we accept" answers Medicare Advantage from its fact (S2)',
    (_, words) => {
      const row = (inNetwork: boolean) =>
        words(factsWith({}, { medicareAdvantageInHome: inNetwork })).accepts.ways.find((way) =>
          /Medicare Advantage/.test(way.term),
        )!;
      expect(row(false).accepted).toBe(false);
      expect(row(false).answer).toBe('No');
      expect(row(false).details.join(' ')).toMatch(
        /not in any plan's network|No estamos en la red/,
      );
      expect(row(true).accepted).toBe(true);
      expect(row(true).details.join(' ')).not.toMatch(/not in any|No estamos/);
    },
  );

  it.each(languages)('in %s, does not sell a trend as today’s (S1)', (_, words) => {
    const advantage = words(payingForCareFacts).ways['medicare-advantage'].paragraphs.join(' ');
    expect(advantage).not.toMatch(/more of them now|cada vez más/);
    expect(advantage).toMatch(/changes every year|cambia cada año/);
  });

  it.each(languages)(
    'in %s, states consumer direction as possible, and says whom to ask (S3)',
    (_, words) => {
      const point = words(payingForCareFacts).ways['family-caregivers'].points!.find((each) =>
        /consumer direction/i.test(each),
      )!;
      expect(point).toMatch(/may be hired|Se puede contratar a algunos familiares/);
      expect(point).toMatch(/care coordinator/);
      expect(point).not.toMatch(/who can be a relative|que puede ser un familiar/);
    },
  );

  it.each(languages)(
    'in %s, covers companion-only agencies and gives Adult Protective Services (S8)',
    (_, words) => {
      const way = words(payingForCareFacts).ways['checking-an-agency'];
      expect(way.paragraphs.join(' ')).toMatch(/only for company|solo para acompañar/);
      const after = way.after!.join(' ');
      expect(after).toContain('Adult Protective Services');
      expect(after).toContain(payingForCareFacts.adrc.phone);
      expect(after).toMatch(
        new RegExp(
          `\\((option|opción) ${payingForCareFacts.rules.adultProtectiveServicesOption}\\)`,
        ),
      );
      expect(after).toMatch(/unlicensed|no la tienen/);
    },
  );
});

describe('the Spanish review’s items on /paying-for-care', () => {
  it.each(languages)(
    'in %s, every Area Agency on Aging named has a number to call in its own sentence (should-fix 4)',
    (_, words) => {
      const medicaid = words(payingForCareFacts).ways.medicaid.paragraphs.join(' ');
      const sentences = medicaid.split(/(?<=[.:])\s+(?=[A-ZÁÉÍÓÚ¿])/);
      for (const agency of [payingForCareFacts.carrollAgency, payingForCareFacts.pauldingAgency]) {
        const sentence = sentences.find((each) => each.includes(agency.name));
        expect(sentence, agency.name).toBeDefined();
        expect(sentence, agency.name).toContain(agency.phone);
      }
    },
  );

  it('says in Spanish whose county decides, the loved one’s (should-fix 3)', () => {
    const text = everyLine(spanish(payingForCareFacts)).join(' ');
    expect(text).not.toMatch(/de su condado/);
    expect(text).toMatch(/del condado donde vive su ser querido/);
  });

  it.each(languages)(
    'in %s, no heading reads as an eligibility rule (should-fix 6)',
    (_, words) => {
      for (const way of Object.values(words(payingForCareFacts).ways))
        expect(way.heading).not.toMatch(/,\s*(without|sin) Medicaid$/);
    },
  );

  it('names no program with an English explanation on the Spanish page (should-fix 7)', () => {
    // Words of an English explanation in brackets ("an elder law firm's summary", "2023 report").
    const explainedInEnglish =
      /\((?:[^)]*[\s(](?:an?|the)\s+[a-z]|[^)]*[\s(](?:report|summary|guide|map)\b)[^)]*\)|[A-Za-z]'s\b/;
    const words = spanish(payingForCareFacts);
    for (const program of programsFile.programs) {
      const name = words.programName(program);
      if (explainedInEnglish.test(program.name)) {
        expect(name, program.id).not.toBe(program.name);
        expect(name, program.id).not.toMatch(explainedInEnglish);
      }
      expect(english(payingForCareFacts).programName(program)).toBe(program.name);
    }
  });
});
