import { describe, expect, it, vi } from 'vitest';
import business from '../../data/business.json';
import { promiseWords } from '../../content/acknowledgement';

/**
 * The business facts with an evening the office never reaches (it closes at 6), so the form
 * must leave it out; the rest as the file has them.
 */
vi.mock('../../data/business.json', async (original) => {
  const file = (await original<{ default: typeof business }>()).default;
  const lateEvening = { from: '20:00', to: '22:00' };
  return {
    default: {
      ...file,
      callBackHours: [{ dayOfWeek: ['Monday'], opens: '08:00', closes: '18:00' }],
      bestTimes: { ...file.bestTimes, evening: lateEvening },
    },
  };
});

const { contactDefinition, emptyContact } = await import('./definition');
const english = await import('./words');
const spanish = await import('./words.es');

const bestTime = contactDefinition.fields.find((field) => field.name === 'bestTime')!;

describe('"Best time to reach you"', () => {
  it('offers "Any time" once, chosen, and no other choice standing for it', () => {
    const values = bestTime.options.map((option) => option.value);
    expect(values.filter((value) => value === 'any')).toHaveLength(1);
    expect(emptyContact.bestTime).toBe('any');
    expect(english.contactForm.fields.bestTime).not.toHaveProperty('placeholder');
    expect(spanish.contactForm.fields.bestTime).not.toHaveProperty('placeholder');
  });

  it('offers only the windows the office calls in, each once, with their hours', () => {
    // The mocked office opens 8 to 6 on Mondays: the 8 PM evening is not offered.
    expect(bestTime.options.map((option) => option.value)).toEqual(['any', 'morning', 'afternoon']);
    const { morning } = business.bestTimes;
    expect(bestTime.options.find((option) => option.value === 'morning')!.label).toBe(
      english.contactForm.choices.bestTime.morning,
    );
    expect(english.contactForm.choices.bestTime.morning).toBe(
      `Morning, ${promiseWords.span(morning.from, morning.to)}`,
    );
    expect(spanish.contactForm.choices.bestTime.morning).toMatch(/^Por la mañana, /);
  });
});
