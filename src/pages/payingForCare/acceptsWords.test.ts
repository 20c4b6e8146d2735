import { describe, expect, it } from 'vitest';
import {
  payingForCareWords as english,
  type PayingForCareContent,
} from '../../content/payingForCare';
import { payingForCareWords as spanish } from '../../content/es/payingForCare';
import { payingForCareFacts, type PayingForCareFacts } from '../../content/payingForCareFacts';

type Accepts = PayingForCareFacts['accepts'];
type Pricing = PayingForCareFacts['pricing'];

/** Today's facts with some of what the agency accepts, or how it prices care, changed. */
function factsWith(accepts: Partial<Accepts>, pricing: Partial<Pricing> = {}): PayingForCareFacts {
  return {
    ...payingForCareFacts,
    accepts: { ...payingForCareFacts.accepts, ...accepts },
    pricing: { ...payingForCareFacts.pricing, ...pricing },
  };
}

const languages = [
  ['English', english],
  ['Spanish', spanish],
] as const;

/** The summary's entry for one way to pay, found by the words it starts with. */
const entry = (content: PayingForCareContent, term: RegExp) => {
  const found = content.accepts.ways.find((way) => term.test(way.term));
  if (!found) throw new Error(`No entry ${term}`);
  return found;
};

const waiverTerm = /CCSP/;
const vaTerm = /VA Community Care/;
const insuranceTerm = /long-term care insurance|cuidado a largo plazo/i;

describe('"What we accept" follows the facts the owner confirms', () => {
  it.each(languages)('in %s, says plainly when Medicaid’s waiver cannot pay us', (_, words) => {
    const notEnrolled = words(factsWith({ waiverProvider: false }));
    const enrolled = words(factsWith({ waiverProvider: true }));

    const no = entry(notEnrolled, waiverTerm);
    const yes = entry(enrolled, waiverTerm);
    expect(no.accepted).toBe(false);
    expect(no.answer).toBe('No');
    expect(no.details.join(' ')).toMatch(/cannot pay for our care|no puede pagar nuestro cuidado/);
    // The family would use an agency enrolled with the waiver; private pay fills the wait.
    expect(no.details.join(' ')).toMatch(/enrolled with it|inscrita en él/);
    expect(no.details.join(' ')).toMatch(/privately|de su bolsillo/);
    expect(yes.accepted).toBe(true);
    expect(yes.details.join(' ')).toMatch(
      /We are an enrolled provider|Somos un proveedor inscrito/,
    );
    expect(yes.details.join(' ')).not.toMatch(/cannot|no puede/);

    // The Medicaid section below says the same, not the opposite.
    const medicaid = (content: PayingForCareContent) => content.ways.medicaid.paragraphs.join(' ');
    expect(medicaid(notEnrolled)).toMatch(/We are not an enrolled provider|No somos un proveedor/);
    expect(medicaid(enrolled)).not.toMatch(/We are not an enrolled provider|No somos un proveedor/);
    expect(medicaid(enrolled)).toMatch(/We are an enrolled provider|Somos un proveedor inscrito/);
  });

  it.each(languages)('in %s, says whether the VA can pay us through Community Care', (_, words) => {
    const no = words(factsWith({ vaCommunityCareProvider: false }));
    const yes = words(factsWith({ vaCommunityCareProvider: true }));
    expect(entry(no, vaTerm).accepted).toBe(false);
    expect(entry(no, vaTerm).details.join(' ')).toMatch(
      /not a VA Community Care provider|No somos proveedores/,
    );
    expect(entry(yes, vaTerm).accepted).toBe(true);
    expect(no.ways.veterans.paragraphs.join(' ')).toMatch(
      /not a VA Community Care provider|No somos proveedores/,
    );
    expect(yes.ways.veterans.paragraphs.join(' ')).not.toMatch(
      /not a VA Community Care|No somos proveedores/,
    );
  });

  it.each(languages)('in %s, says who claims from a long-term care policy', (_, words) => {
    const invoices = words(factsWith({ longTermCareInsurance: 'invoices-for-claim' }));
    const billed = words(factsWith({ longTermCareInsurance: 'bill-insurer' }));
    expect(entry(invoices, insuranceTerm).details.join(' ')).toMatch(
      /We do not bill insurers|No facturamos a las aseguradoras/,
    );
    expect(entry(billed, insuranceTerm).answer).toMatch(
      /we bill the insurer|facturamos a la aseguradora/,
    );
    expect(billed.ways['long-term-care-insurance'].paragraphs.join(' ')).not.toMatch(
      /do not bill insurers|No facturamos/,
    );
    // Policies often need a licensed agency: the page asks families to ask for the number and
    // claims no licence itself (that is a business fact of its own).
    for (const content of [invoices, billed]) {
      const text = JSON.stringify(content.accepts);
      expect(text).toMatch(
        /ask us for our Georgia license number|pídanos nuestro número de licencia de Georgia/,
      );
      expect(text).not.toMatch(/licensed and insured|con licencia y seguro/i);
    }
  });

  it.each(languages)(
    'in %s, answers "no" for private pay only when the fact says so',
    (_, words) => {
      const term = /privately|bolsillo/;
      expect(entry(words(factsWith({ privatePay: true })), term).accepted).toBe(true);
      expect(entry(words(factsWith({ privatePay: false })), term).answer).toBe('No');
    },
  );
});

describe("the estimator's notes follow the pricing facts", () => {
  it.each(languages)('in %s, name the shortest visit and live-in care by the day', (_, words) => {
    const byTheDay = words(factsWith({}, { minimumVisitHours: 3, liveInByTheDay: true }));
    expect(byTheDay.estimator.hoursHint).toMatch(/^(From|De) 3 (to|a) 168 (hours|horas)/);
    expect(byTheDay.estimator.hoursHint).toMatch(/3 (hours|horas)\./);
    expect(byTheDay.estimator.hoursHint).toMatch(/by the day|por día/);
    expect(byTheDay.estimator.includes.notes.join(' ')).toMatch(/3 (hours|horas)/);

    const hourly = words(factsWith({}, { minimumVisitHours: 1, liveInByTheDay: false }));
    expect(hourly.estimator.hoursHint).toMatch(/1 (hour|hora)\./);
    expect(hourly.estimator.hoursHint).not.toMatch(/by the day|por día/);
  });

  it.each(languages)(
    'in %s, say whether nights and weekends cost more than the range',
    (_, words) => {
      const within = words(factsWith({}, { nightsAndWeekendsInRange: true }));
      const above = words(factsWith({}, { nightsAndWeekendsInRange: false }));
      const nights = (content: PayingForCareContent) => content.estimator.includes.notes[0];
      expect(nights(within)).toMatch(
        /no more than the higher figure|no cuestan más que la cifra más alta/,
      );
      expect(nights(above)).toMatch(/cost more than these figures|cuestan más que estas cifras/);
      expect(above.estimator.intro).toMatch(/weekday daytime|de día entre semana/);
      expect(within.estimator.intro).not.toMatch(/weekday daytime|de día entre semana/);
    },
  );

  it.each(languages)('in %s, say whether driving on errands costs extra', (_, words) => {
    const notes = (errandMileage: Pricing['errandMileage'], errandRatePerMile = 0.7) =>
      words(factsWith({}, { errandMileage, errandRatePerMile })).estimator.includes.notes.join(' ');
    // The rate per mile, from the facts, in dollars and cents: a family knows what a mile costs.
    expect(notes('per-mile')).toMatch(/\$0\.70 (a mile|por milla)/);
    expect(notes('per-mile', 1)).toMatch(/\$1\.00 (a mile|por milla)/);
    expect(notes('included')).toMatch(/nothing extra|no cuesta nada más/);
    expect(notes('included')).not.toMatch(/a mile|por milla|\$/);
  });
});

describe('the guide to each program', () => {
  it.each(languages)(
    'in %s, gives the Medicaid, VA and Medicare details a family needs',
    (_, words) => {
      const { ways } = words(payingForCareFacts);
      const medicaid = ways.medicaid.paragraphs.join(' ');
      expect(medicaid).toMatch(/nursing home|hogar de ancianos/);
      expect(medicaid).toMatch(/cost share/);
      expect(medicaid).toMatch(/estate recovery/);
      expect(medicaid).toMatch(/SOURCE (is for|es para).*\(SSI\)/);
      expect(medicaid).toMatch(/Structured Family Caregiving/);
      // Every Area Agency on Aging in the service area, by the name the facts give it.
      expect(medicaid).toContain(payingForCareFacts.carrollAgency.name);
      expect(medicaid).toContain(payingForCareFacts.pauldingAgency.name);
      expect(medicaid).toContain(payingForCareFacts.empowerline.phone);
      expect(medicaid).toContain(payingForCareFacts.adrc.phone);

      const veterans = ways.veterans.paragraphs.join(' ');
      expect(veterans).toContain(payingForCareFacts.vaHomeCare.name);
      expect(veterans).toContain(payingForCareFacts.veteranDirectedCare.name);
      expect(veterans).toContain(payingForCareFacts.georgiaVeterans.name);
      expect(veterans).toMatch(/social worker|trabajador social/);

      const medicare = [...ways.medicare.paragraphs, ...(ways.medicare.points ?? [])].join(' ');
      expect(medicare).toMatch(/nurse practitioner/);
      expect(medicare).toMatch(/certified|certificada/);
      expect(medicare).toMatch(/home health aide|asistente de salud en el hogar/);
      expect(medicare).not.toMatch(/A doctor must order it|Tiene que ordenarlo un médico,/);
    },
  );
});
