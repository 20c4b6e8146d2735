import { describe, expect, it } from 'vitest';
import business from './business.json';
import faq from './faq.json';
import localFacts from './local-facts.json';
import notice from './notice.json';
import testimonials from './testimonials.json';
import { checkFile, describeProblems } from './check';
import { collections, type Collection } from './collections';
import { testOpening } from '../test/testOpening';

/**
 * Two jobs of our own, in both languages: the office adds, closes and removes jobs at /admin/,
 * and the tests below need two whatever it lists today.
 */
const job = (id: string, title: string, duty: string) =>
  testOpening(id, { title, shifts: title, summary: title, duties: [duty], firstDay: '2026-11-02' });
const openingsFixture = {
  en: {
    openings: [
      job('day-aide-douglasville', 'Day Aide', 'Help with meals'),
      job('night-aide-douglasville', 'Night Aide', 'Stay the night'),
    ],
  },
  es: {
    openings: [
      job('day-aide-douglasville', 'Asistente de día', 'Ayudar con las comidas'),
      job('night-aide-douglasville', 'Asistente de noche', 'Pasar la noche'),
    ],
  },
};

const files = {
  business,
  openings: openingsFixture,
  testimonials,
  'local-facts': localFacts,
  notice,
  faq,
};
type Files = typeof files;
/** Every content file as the build reads it, whether or not a test below edits it. */
const onDisk: Record<string, unknown> = import.meta.glob('./*.json', {
  eager: true,
  import: 'default',
});

const collection = (name: string): Collection => collections.find((each) => each.name === name)!;

/** A deep copy of a collection's file as it is today, changed by `edit`. */
function edited<Name extends keyof Files>(name: Name, edit: (file: Files[Name]) => void): unknown {
  const copy = structuredClone(files[name]);
  edit(copy);
  return copy;
}

/** What the check finds in a file edited the way a person might; JSON loses its types. */
const problemsIn = <Name extends keyof Files>(name: Name, edit: (file: Files[Name]) => void) =>
  checkFile(collection(name), edited(name, edit));

/*
 * The names the check gives items, read from the files as they are today (or from the jobs of
 * our own): a question or a quote reworded, added or removed at /admin/ changes them.
 */
const [firstJob, secondJob] = openingsFixture.en.openings;
const firstQuestion = faq.en.questions[0]!.id;
const lastQuestion = faq.es.questions.at(-1)!.id;

describe('the content files staff edit', () => {
  it.each(collections.map((each) => [each.file, each] as const))('%s is valid', (file, each) => {
    const content = onDisk[file.replace('src/data/', './')];
    expect(content, `${file} is not in src/data/`).toBeDefined();
    expect(describeProblems(checkFile(each, content))).toBe('');
  });
});

describe('a bad edit is named by its file and field, in plain words', () => {
  it('(the jobs of our own are a good file to start from)', () => {
    expect(checkFile(collection('openings'), openingsFixture)).toEqual([]);
  });

  it('a missing Spanish job title', () => {
    expect(
      problemsIn('openings', (file) => {
        file.es.openings[0]!.title = '';
      }),
    ).toContainEqual({
      file: 'src/data/openings.json',
      field: `es.openings[${firstJob!.id}].title`,
      message: 'Job title is a required field',
    });
  });

  it('a Spanish version of a job that is missing altogether', () => {
    expect(
      problemsIn('openings', (file) => {
        file.es.openings.pop();
      }),
    ).toContainEqual({
      file: 'src/data/openings.json',
      field: `es.openings[${secondJob!.id}]`,
      message: 'Job openings: this item has no Spanish version',
    });
  });

  it('a last day before the first', () => {
    const problems = problemsIn('openings', (file) => {
      for (const language of ['en', 'es'] as const)
        file[language].openings[1]!.lastDay = '2026-11-01';
    });
    expect(problems).toContainEqual({
      file: 'src/data/openings.json',
      field: `en.openings[${secondJob!.id}].lastDay`,
      message: 'Last day to apply must not be before the first day listed',
    });
  });

  it('a day that is not on the calendar', () => {
    expect(
      problemsIn('openings', (file) => {
        for (const language of ['en', 'es'] as const)
          file[language].openings[0]!.lastDay = '2027-02-30';
      }),
    ).toContainEqual(
      expect.objectContaining({
        field: `en.openings[${firstJob!.id}].lastDay`,
        message: 'Last day to apply must be a date written as YYYY-MM-DD',
      }),
    );
  });

  it('a fact that differs between the languages', () => {
    expect(
      problemsIn('openings', (file) => {
        file.es.openings[0]!.payMax = 99;
      }),
    ).toContainEqual({
      file: 'src/data/openings.json',
      field: `es.openings[${firstJob!.id}].payMax`,
      message: `Highest pay ($ an hour) must be the same in both languages (English: ${firstJob!.payMax}). Change it in English.`,
    });
  });

  it('a phone that is not a US number', () => {
    for (const phone of ['555-0142', '+44 20 7946 0958', '(770) 055-0142', 'call us']) {
      expect(
        problemsIn('business', (file) => {
          file.contact.phone = phone;
        }),
        phone,
      ).toEqual([
        {
          file: 'src/data/business.json',
          field: 'contact.phone',
          message: 'Phone must be a US phone number with its area code, such as (770) 555-0142',
        },
      ]);
    }
  });

  it('a ZIP code outside Georgia', () => {
    expect(
      problemsIn('business', (file) => {
        file.serviceArea.places[0]!.zips.push('90210');
      }),
    ).toEqual([
      {
        file: 'src/data/business.json',
        field: `serviceArea.places[0].zips[${business.serviceArea.places[0]!.zips.length}]`,
        message:
          'ZIP code must be a Georgia ZIP code: five digits from 30000 to 31999 or 39800 to 39999',
      },
    ]);
  });

  it('a link that is not https', () => {
    expect(
      problemsIn('local-facts', (file) => {
        file.hospitals[0]!.source = 'http://www.wellstar.org/';
      }),
    ).toEqual([
      {
        file: 'src/data/local-facts.json',
        field: `hospitals[${localFacts.hospitals[0]!.id}].source`,
        message: 'Where to check it must be a full link starting with https://',
      },
    ]);
  });

  it('a real license without its number', () => {
    expect(
      problemsIn('business', (file) => {
        file.license = { number: '', sample: false };
      }),
    ).toEqual([
      expect.objectContaining({
        field: 'license',
        message: 'Georgia license number is required once it is not a sample',
      }),
    ]);
  });

  it('a dementia-care disclosure that is not a link, and a claim with no answer', () => {
    const problems = problemsIn('business', (file) => {
      file.claims.dementiaCare.disclosure = 'our disclosure form';
      Object.assign(file.claims.phoneAnyHour, { holds: undefined });
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'claims.dementiaCare.disclosure',
        message:
          "Link to the Alzheimer's disclosure form must be a link starting https:// or a path on this site",
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ field: 'claims.phoneAnyHour.holds' }),
    );
  });

  it('a number typed as words, which the pages would read as text', () => {
    expect(
      problemsIn('business', (file) => {
        Object.assign(file.hourlyRate, { min: '28' });
      }),
    ).toContainEqual(expect.objectContaining({ field: 'hourlyRate.min' }));
  });

  it('a quote without words in the language it was given in', () => {
    expect(
      problemsIn('testimonials', (file) => {
        file.en.testimonials[0]!.quote = '';
      }),
    ).toContainEqual({
      file: 'src/data/testimonials.json',
      field: `en.testimonials[${testimonials.en.testimonials[0]!.id}].quote`,
      message: 'Their words are required in the language they gave them in',
    });
  });

  it('a quote may leave its translation empty', () => {
    expect(
      problemsIn('testimonials', (file) => {
        file.es.testimonials[0]!.quote = '';
      }),
    ).toEqual([]);
  });

  it('a notice may be given in English only: the Spanish pages then show it in English', () => {
    expect(
      problemsIn('notice', (file) => {
        file.en = {
          ...file.en,
          text: 'Closed Friday.',
          firstDay: '2026-12-01',
          lastDay: '2026-12-04',
        };
        file.es = { ...file.es, text: '', firstDay: '2026-12-01', lastDay: '2026-12-04' };
      }),
    ).toEqual([]);
  });

  it('a notice without its days', () => {
    expect(
      problemsIn('notice', (file) => {
        file.en = {
          ...file.en,
          text: 'Closed Thursday for Thanksgiving.',
          firstDay: '',
          lastDay: '',
        };
        file.es = {
          ...file.es,
          text: 'Cerrado el jueves por el Día de Acción de Gracias.',
          firstDay: '',
          lastDay: '',
        };
      }),
    ).toContainEqual(
      expect.objectContaining({
        field: 'en.lastDay',
        message: 'Show from and Show until are both needed, in order',
      }),
    );
  });

  it('two openings with the same web address', () => {
    expect(
      problemsIn('openings', (file) => {
        for (const language of ['en', 'es'] as const) file[language].openings[1]!.id = firstJob!.id;
      }),
    ).toContainEqual(
      expect.objectContaining({
        field: 'en.openings',
        message: 'Two openings have the same web address name',
      }),
    );
  });

  it('a file without its two languages', () => {
    expect(checkFile(collection('notice'), { text: 'hi' })).toEqual([
      {
        file: 'src/data/notice.json',
        field: '(whole file)',
        message: 'must have an "en" block and an "es" block, one per language',
      },
    ]);
  });
  it('an answer naming a fact the site does not know, or a brace left open', () => {
    const problems = problemsIn('faq', (file) => {
      file.en.questions[0]!.answer = 'Call us at {telephone}.';
      file.es.questions[0]!.answer = 'Llámenos al {phone.';
    });
    expect(problems).toContainEqual({
      file: 'src/data/faq.json',
      field: `en.questions[${firstQuestion}].answer`,
      message: expect.stringMatching(
        /^Answer names \{telephone\}, which is not a fact the site knows: use one of \{phone\}, /,
      ),
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: `es.questions[${firstQuestion}].answer`,
        message: 'Answer has a brace without its pair: a fact is written like {phone}',
      }),
    );
  });

  it('a link after an answer without its words, in either language', () => {
    const problems = problemsIn('faq', (file) => {
      for (const language of ['en', 'es'] as const)
        Object.assign(file[language].questions[0]!, { link: 'contact', linkLabel: '' });
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      `en.questions[${firstQuestion}].linkLabel`,
      `es.questions[${firstQuestion}].linkLabel`,
    ]);
  });

  it('a question with no Spanish version, or on a topic that does not exist', () => {
    const problems = problemsIn('faq', (file) => {
      file.es.questions.pop();
      file.en.questions[0]!.topic = 'billing';
      file.es.questions[0]!.topic = 'billing';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: `es.questions[${lastQuestion}]`,
        message: 'Questions: this item has no Spanish version',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: `en.questions[${firstQuestion}].topic`,
        message: expect.stringMatching(
          /^Topic must be one of: About our services, Getting started, /,
        ),
      }),
    );
  });

  it('questions in a different order in Spanish than in English', () => {
    const problems = problemsIn('faq', (file) => {
      file.es.questions.reverse();
    });
    expect(problems).toEqual([
      {
        file: 'src/data/faq.json',
        field: 'es.questions',
        message:
          'Questions are in a different order in Spanish than in English: move them to match the English',
      },
    ]);
  });
});
