import { describe, expect, it } from 'vitest';
import { checkFile } from './check';
import { collections } from './collections';
import { editorConfig, type EditorField } from './editorConfig';
import { launchItems } from './launchGate';
import programs from './payment-programs.json';

const collection = collections.find((each) => each.name === 'payment-programs')!;
const file = 'src/data/payment-programs.json';

/** What the check finds in the file, edited the way a hand edit might (JSON loses its types). */
function problemsIn(edit: (copy: Record<string, Record<string, unknown>>) => void) {
  const copy = structuredClone(programs) as unknown as Record<string, Record<string, unknown>>;
  edit(copy);
  return checkFile(collection, copy);
}

describe('what the agency accepts and how it prices care, in payment-programs.json', () => {
  it('refuses a value the page cannot word, naming the field', () => {
    expect(
      problemsIn((copy) => {
        copy.accepts!.longTermCareInsurance = 'sometimes';
      }),
    ).toContainEqual({
      file,
      field: 'accepts.longTermCareInsurance',
      message:
        'Long-term care insurance must be one of the choices the editor offers (invoices-for-claim, bill-insurer)',
    });
    expect(
      problemsIn((copy) => {
        copy.accepts!.waiverProvider = 'yes';
      }),
    ).toContainEqual({
      file,
      field: 'accepts.waiverProvider',
      message:
        "Enrolled provider for Georgia's Elderly and Disabled Waiver (CCSP and SOURCE) must be switched on or off: true or false",
    });
    expect(
      problemsIn((copy) => {
        delete copy.accepts!.vaCommunityCareProvider;
      }),
    ).toContainEqual({
      file,
      field: 'accepts.vaCommunityCareProvider',
      message: 'VA Community Care provider is a required field',
    });
  });

  it('refuses a shortest visit that is not a whole number of hours in a day', () => {
    for (const [hours, message] of [
      [0, 'Shortest visit (hours) must be from 1 to 24 hours'],
      [2.5, 'Shortest visit (hours) must be a whole number of hours'],
      [25, 'Shortest visit (hours) must be from 1 to 24 hours'],
    ] as const) {
      expect(
        problemsIn((copy) => {
          copy.pricing!.minimumVisitHours = hours;
        }),
        String(hours),
      ).toEqual([{ file, field: 'pricing.minimumVisitHours', message }]);
    }
    expect(
      problemsIn((copy) => {
        copy.pricing!.errandMileage = 'free';
      }),
    ).toEqual([expect.objectContaining({ field: 'pricing.errandMileage' })]);
  });

  it('refuses a rate per mile that is not a number of dollars, naming the field', () => {
    for (const rate of ['seventy cents', -1, 6]) {
      expect(
        problemsIn((copy) => {
          copy.pricing!.errandRatePerMile = rate;
        }),
        String(rate),
      ).toEqual([expect.objectContaining({ file, field: 'pricing.errandRatePerMile' })]);
    }
    expect(
      problemsIn((copy) => {
        copy.pricing!.errandRatePerMile = 0.67;
      }),
    ).toEqual([]);
  });

  it("refuses a program's Spanish page that is not a full https link", () => {
    expect(
      problemsIn((copy) => {
        (copy.programs as unknown as Record<string, unknown>[])[0]!.sourceEs = 'es.example.gov';
      }),
    ).toEqual([
      {
        file,
        field: `programs[${programs.programs[0]!.id}].sourceEs`,
        message: 'Its page in Spanish, if it has one must be a full link starting with https://',
      },
    ]);
  });

  it('keeps each fact a sample in the launch warning until the owner turns its flag off', () => {
    const items = (content: unknown) =>
      launchItems([collection], () => content, '2026-11-26').map((item) => item.field);
    // The file as a site starts out, whatever the owner has confirmed and checked since.
    const unconfirmed = structuredClone(programs);
    unconfirmed.accepts.sample = true;
    unconfirmed.pricing.sample = true;
    for (const program of unconfirmed.programs) program.checkedOn = '';
    expect(items(unconfirmed)).toEqual(
      expect.arrayContaining([
        'accepts',
        'pricing',
        ...unconfirmed.programs.map((program) => `programs[${program.id}]`),
      ]),
    );
    const confirmed = structuredClone(unconfirmed);
    confirmed.accepts.sample = false;
    confirmed.pricing.sample = false;
    expect(items(confirmed)).not.toContain('accepts');
    expect(items(confirmed)).not.toContain('pricing');
    expect(launchItems([collection], () => unconfirmed, '2026-11-26')).toContainEqual({
      file,
      field: 'accepts',
      todo: 'What we accept: a sample until it is what the owner has confirmed',
    });
  });

  it('names the programs still unchecked, which keep the page undated, until every one is checked', () => {
    const reviewDate = (content: typeof programs) =>
      launchItems([collection], () => content, '2026-11-26').find(
        (item) => item.field === 'programs',
      );
    const oneLeft = structuredClone(programs);
    oneLeft.programs.forEach((program) => (program.checkedOn = '2026-11-20'));
    const [first, second] = oneLeft.programs;
    second!.checkedOn = '';
    const item = reviewDate(oneLeft)!;
    expect(item.file).toBe(file);
    expect(item.todo).toMatch(/"Last reviewed" date shows only once every item/);
    expect(item.todo).toContain(second!.name);
    expect(item.todo).not.toContain(first!.name);
    second!.checkedOn = '2026-11-21';
    expect(reviewDate(oneLeft)).toBeUndefined();
  });

  it('is asked for in the editor with words, not codes', () => {
    const config = editorConfig({
      repository: 'hearthside/site',
      siteUrl: 'https://hearthside.test',
    });
    const editor = config.collections!.find(
      (each) => 'name' in each && each.name === 'payment-programs',
    ) as unknown as {
      files: { fields: EditorField[] }[];
    };
    const fields = editor.files[0]!.fields;
    const programFields = fields.find((field) => field.name === 'programs')!
      .fields as EditorField[];
    expect(programFields.find((field) => field.name === 'checkedOn')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
    });
    expect(programFields.find((field) => field.name === 'sourceEs')).toMatchObject({
      widget: 'string',
      required: false,
    });
    const accepts = fields.find((field) => field.name === 'accepts')!.fields as EditorField[];
    expect(accepts.find((field) => field.name === 'longTermCareInsurance')).toMatchObject({
      widget: 'select',
      options: [
        { value: 'invoices-for-claim', label: expect.stringMatching(/invoices/) },
        { value: 'bill-insurer', label: 'We bill the insurer directly' },
      ],
    });
    expect(accepts.find((field) => field.name === 'sample')).toMatchObject({ widget: 'boolean' });
    const pricing = fields.find((field) => field.name === 'pricing')!.fields as EditorField[];
    expect(pricing.find((field) => field.name === 'errandRatePerMile')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 0,
      max: 5,
    });
    expect(pricing.find((field) => field.name === 'minimumVisitHours')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 24,
    });
  });
});
