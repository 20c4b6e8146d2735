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

  it('refuses a review day that is not on the calendar, or none', () => {
    expect(
      problemsIn((copy) => {
        (copy as Record<string, unknown>).reviewedOn = '2026-11-31';
      }),
    ).toEqual([
      {
        file,
        field: 'reviewedOn',
        message: 'Paying for care last reviewed on must be a date written as YYYY-MM-DD',
      },
    ]);
    expect(
      problemsIn((copy) => {
        (copy as Record<string, unknown>).reviewedOn = '';
      }),
    ).toEqual([expect.objectContaining({ field: 'reviewedOn' })]);
  });

  it('keeps each fact a sample in the launch warning until the owner turns its flag off', () => {
    const items = (content: unknown) =>
      launchItems([collection], () => content, '2026-11-26').map((item) => item.field);
    expect(items(programs)).toEqual(
      expect.arrayContaining([
        'accepts',
        'pricing',
        'programs[vaHomeCare]',
        'programs[vaVeteranDirectedCare]',
        'programs[georgiaVeteransService]',
      ]),
    );
    const confirmed = structuredClone(programs);
    confirmed.accepts.sample = false;
    confirmed.pricing.sample = false;
    expect(items(confirmed)).not.toContain('accepts');
    expect(items(confirmed)).not.toContain('pricing');
    expect(launchItems([collection], () => programs, '2026-11-26')).toContainEqual({
      file,
      field: 'accepts',
      todo: 'What we accept: a sample until it is what the owner has confirmed',
    });
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
    expect(fields.find((field) => field.name === 'reviewedOn')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      required: true,
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
    expect(pricing.find((field) => field.name === 'minimumVisitHours')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 24,
    });
  });
});
