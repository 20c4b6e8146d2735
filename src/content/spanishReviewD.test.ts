import { describe, expect, it } from 'vitest';
import { bestTimeWindows } from '../config/callWindows';
import business from '../data/business.json';
import { contactForm } from '../forms/contact/words.es';
import { promiseWords } from './es/acknowledgement';
import { businessCopy } from './es/businessCopy';
import { place as southFulton } from './es/places/south-fulton';

/*
 * The Spanish review of November 2026 (part D): the items it gives a rule for.
 */

describe('the call-back windows’ labels (should-fix 1)', () => {
  it('call no window "noche" that starts before 7 p. m.', () => {
    for (const part of bestTimeWindows) {
      for (const [from, to] of [
        [business.bestTimes[part].from, business.bestTimes[part].to],
        ['17:00', '18:00'],
        ['17:00', '19:00'],
      ] as const) {
        const label = promiseWords.choice(part, from, to);
        if (from < '19:00') expect(label, `${part} ${from}`).not.toMatch(/noche/);
      }
    }
    expect(promiseWords.choice('evening', '17:00', '18:00')).toMatch(/^Al final de la tarde, /);
    // An evening the office moves past 7 p. m. is the night again.
    expect(promiseWords.choice('evening', '19:00', '21:00')).toMatch(/^Por la noche, /);
    expect(promiseWords.choice('morning', '08:00', '12:00')).toMatch(/^Por la mañana, /);
    expect(promiseWords.choice('afternoon', '12:00', '17:00')).toMatch(/^Por la tarde, /);
  });
});

describe('the page that works without JavaScript (should-fix 2)', () => {
  it('speaks of the window chosen, not of "una hora", and of the way chosen', () => {
    const { chosenTime } = contactForm.pages.sent;
    expect(chosenTime).not.toMatch(/una hora/);
    expect(chosenTime).toMatch(/un horario/);
    expect(chosenTime).toMatch(/de la forma que prefirió/);
    expect(chosenTime).not.toMatch(/le llamaremos/i);
  });
});

describe('the Alzheimer’s disclosure offer (should-fix 8)', () => {
  it('names the form plainly, with its English name for staff', () => {
    const { offer } = businessCopy.alzheimersDisclosure;
    expect(offer).not.toMatch(/divulgación/);
    expect(offer).toContain("(Alzheimer's disclosure form)");
  });
});

describe('the South Fulton paragraph on other counties (should-fix 12)', () => {
  it('says families can reach the services, not that they travel to them', () => {
    const coverage = southFulton.coverage.paragraphs.join(' ');
    expect(coverage).not.toMatch(/llegan a los servicios/);
    expect(coverage).toMatch(/puede comunicarse con los servicios para adultos mayores/);
  });
});
