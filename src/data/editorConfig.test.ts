import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import sveltiaSchema from '../../node_modules/@sveltia/cms/schema/sveltia-cms.json';
import { collections } from './collections';
import { editorConfig, type EditorField } from './editorConfig';
import type { Described } from './schema/described';

const config = editorConfig({ repository: 'hearthside/site', siteUrl: 'https://hearthside.test' });

/** The fields of the one file each editor collection edits. */
function fieldsOf(name: string): EditorField[] {
  const collection = config.collections!.find(
    (each) => 'name' in each && each.name === name,
  ) as unknown as { files: { fields: EditorField[] }[] };
  return collection.files[0]!.fields;
}

/** Walks a schema's description and the editor's fields side by side. */
function agree(described: Described, fields: EditorField[], where: string) {
  const names = Object.keys(described.fields ?? {});
  expect(
    fields.map((field) => field.name),
    where,
  ).toEqual(names);
  for (const field of fields) {
    const rule = described.fields![field.name]!;
    const at = `${where}.${field.name}`;
    expect(field.label, at).toBe(rule.label ?? field.name);
    const inner = rule.innerType;
    if (rule.type === 'object') agree(rule, field.fields as EditorField[], at);
    else if (rule.type === 'array' && inner?.type === 'object')
      agree(inner, field.fields as EditorField[], at);
    else if (rule.oneOf.length > 0 || (inner && inner.oneOf.length > 0))
      expect(
        (field.options as (string | { value: string })[]).map((option) =>
          typeof option === 'string' ? option : option.value,
        ),
        at,
      ).toEqual((inner ?? rule).oneOf.filter((value) => value !== undefined));
    else if (rule.type !== 'array')
      expect(field.required, at).toBe(!rule.optional && !rule.meta?.translationOptional);
  }
}

describe("the editor's configuration", () => {
  it("is valid by Sveltia's own published schema", () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(sveltiaSchema, config);
    expect(ajv.errorsText(ajv.errors, { separator: '\n' })).toBe('No errors');
    expect(valid).toBe(true);
  });

  it('has a form for every content file, field by field as its schema says', () => {
    for (const collection of collections) {
      const described = collection.schema.describe() as unknown as Described;
      agree(described, fieldsOf(collection.name), collection.name);
    }
  });

  it('edits each language of a translated word, and copies every other value from English', () => {
    const [list] = fieldsOf('openings');
    const fields = list!.fields as EditorField[];
    const i18n = Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    expect(list!.i18n).toBe(true);
    expect(i18n).toMatchObject({
      title: true,
      summary: true,
      duties: true,
      payMin: 'duplicate',
      lastDay: 'duplicate',
      place: 'duplicate',
    });
    expect(fieldsOf('business').every((field) => field.i18n === undefined)).toBe(true);
  });

  it('asks for days and times as the files keep them', () => {
    const opening = (fieldsOf('openings')[0]!.fields as EditorField[]).find(
      (field) => field.name === 'lastDay',
    );
    expect(opening).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  it('commits every change as a pull request to the repository it is given', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({ name: 'github', repo: 'hearthside/site' });
  });
});
