import { describe, expect, it } from 'vitest';
import { checkFile } from '../check';
import { collections } from '../collections';

/*
 * The FAQ's rules, on a file of our own: one question, in English and in Spanish, whose answer
 * each test rewords as the office might at /admin/.
 */
const faq = collections.find((collection) => collection.name === 'faq')!;

const question = (answer: string, wording: string) => ({
  id: 'does-medicare-pay',
  topic: 'pricing-and-payment',
  question: wording,
  answer,
  link: 'none',
});

/** What the build says of the file with these two answers. */
const problemsWith = (english: string, spanish: string) =>
  checkFile(faq, {
    en: { questions: [question(english, 'Does Medicare pay for your services?')] },
    es: { questions: [question(spanish, '¿Medicare paga sus servicios?')] },
  });

/** The one problem the build names, in the office's words, or none. */
const problemIn = (language: 'en' | 'es', answer: string) => {
  const problems = problemsWith(
    language === 'en' ? answer : 'Usually not.',
    language === 'es' ? answer : 'Por lo general, no.',
  );
  return problems.length === 0 ? undefined : problems;
};

describe('an FAQ answer', () => {
  it('is accepted when it keeps to the rules, in both languages', () => {
    expect(
      problemsWith(
        "Usually not. Medicare generally does not cover non-medical home care, and we do not bill Medicare.\n\nSome Medicare Advantage plans may pay for a few hours of help at home: ask your plan.\n\nCall us at {phone} {phoneReach}. A live-in caregiver can stay around the clock. Jobs that involve driving clients also need a valid driver's license.\n\nThe free consultation ends with an exact quote. We call you back within 24 hours.",
        'Por lo general, no. Medicare no suele cubrir el cuidado no médico en casa, y no facturamos a Medicare.\n\nAlgunos planes Medicare Advantage pueden pagar unas horas de ayuda en casa.\n\nLlámenos al {phone} {phoneReach}. Un cuidador interno puede quedarse las 24 horas. En los puestos en los que hay que llevar a clientes en carro, también necesita licencia de conducir vigente.\n\nLa consulta gratuita termina con un presupuesto exacto. Le llamamos en menos de 24 horas.',
      ),
    ).toEqual([]);
  });

  it.each([
    ['en', 'Care costs $28 an hour.', 'names a price in dollars'],
    ['en', 'Care costs 28 dollars an hour, less for live-in care.', 'names a price in dollars'],
    ['es', 'El cuidado cuesta $ 28 la hora.', 'names a price in dollars'],
    ['es', 'El cuidado cuesta 28 dólares la hora.', 'names a price in dollars'],
    ['en', 'Yes. Medicare covers our home care.', 'says Medicare pays or covers care'],
    ['en', 'Medicare pays for companionship at home.', 'says Medicare pays or covers care'],
    ['en', 'Medicare covers some of our services.', 'says Medicare pays or covers care'],
    ['es', 'Sí. Medicare paga el cuidado en casa.', 'says Medicare pays or covers care'],
    ['en', 'You can call us at any time.', 'says in its own words when the phone is answered'],
    ['en', 'Our phone is answered 24/7.', 'says in its own words when the phone is answered'],
    ['en', 'Reach us day or night at {phone}.', 'says in its own words when the phone is answered'],
    ['en', 'We answer calls around the clock.', 'says in its own words when the phone is answered'],
    ['en', "You also need a valid driver's license.", "asks for a driver's license without saying"],
    [
      'es',
      'También necesita licencia de conducir vigente.',
      "asks for a driver's license without saying",
    ],
    [
      'es',
      'Puede llamarnos en cualquier momento.',
      'says in its own words when the phone is answered',
    ],
    [
      'es',
      'Atendemos el teléfono las 24 horas.',
      'says in its own words when the phone is answered',
    ],
  ] as const)(
    'in %s, is refused for "%s", naming the file, the question and the field',
    (language, answer, says) => {
      const problems = problemIn(language, answer);
      expect(problems).toHaveLength(1);
      const [problem] = problems!;
      expect(problem).toMatchObject({
        file: 'src/data/faq.json',
        field: `${language}.questions[does-medicare-pay].answer`,
      });
      const asked =
        language === 'en'
          ? 'Does Medicare pay for your services?'
          : '¿Medicare paga sus servicios?';
      expect(problem!.message).toContain(`Answer to "${asked}" (src/data/faq.json) ${says}`);
      // The words themselves, so the office finds them.
      expect(problem!.message).toContain(answer.split(/(?<=[.!?]) /).at(-1));
    },
  );
});
