import type CMS from '@sveltia/cms';
import { collections, contentLocales, type Collection } from './collections';
import type { Described } from './schema/described';

/** Sveltia's configuration, as its `init` takes it. */
export type EditorConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>['config']>;
type EditorCollection = NonNullable<EditorConfig['collections']>[number];
/** One field of the editor's form; Sveltia's own type is a union too wide to build by parts. */
export type EditorField = Record<string, unknown> & { name: string; widget: string };

const translated = (described: Described): boolean =>
  described.meta?.i18n === 'translate' ||
  Object.values(described.fields ?? {}).some(translated) ||
  (described.innerType ? translated(described.innerType) : false);

/** A rule's bound, from yup's description of its `min`/`max` test. */
const bound = (described: Described, name: 'min' | 'max') =>
  described.tests.find((test) => test.name === name)?.params?.[name] as number | undefined;

const choices = (described: Described) =>
  described.oneOf.filter((value): value is string => typeof value === 'string');

/** The allowed values, each with its words when the value is a code (`FULL_TIME`). */
function options(described: Described) {
  const labels = described.meta?.optionLabels;
  return choices(described).map((value) =>
    labels ? { label: labels[value] ?? value, value } : value,
  );
}

/** How the editor asks for one value, by the rule's type and its editor hints. */
function widgetOf(described: Described): Record<string, unknown> & { widget: string } {
  const { type, meta } = described;
  if (type === 'boolean') return { widget: 'boolean', default: false };
  if (type === 'number') {
    const integer = described.tests.some((test) => test.name === 'integer');
    return {
      widget: 'number',
      value_type: integer ? 'int' : 'float',
      ...(bound(described, 'min') !== undefined && { min: bound(described, 'min') }),
      ...(bound(described, 'max') !== undefined && { max: bound(described, 'max') }),
    };
  }
  if (meta?.widget === 'date')
    return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
  if (meta?.widget === 'time') return { widget: 'datetime', format: 'HH:mm', date_format: false };
  if (choices(described).length > 0) return { widget: 'select', options: options(described) };
  if (meta?.widget === 'text') return { widget: 'text' };
  // An upload from this computer only: a photo from another site's address is not ours to use.
  if (meta?.widget === 'image') return { widget: 'image', choose_url: false };
  return { widget: 'string' };
}

/**
 * One field of the editor's form, from the field's rule: its label, hint, whether it is required,
 * and in a bilingual file whether each language has its own value (`i18n: true`) or English's
 * is copied (`duplicate`).
 */
function editorField(name: string, described: Described, bilingual: boolean): EditorField {
  const common = {
    name,
    label: described.label ?? name,
    ...(described.meta?.hint && { hint: described.meta.hint }),
    ...(bilingual && { i18n: translated(described) ? true : 'duplicate' }),
  };
  const inner = described.innerType;
  if (described.type === 'object') {
    return { ...common, widget: 'object', fields: editorFields(described, bilingual) };
  }
  if (described.type === 'array' && inner?.type === 'object') {
    return {
      ...common,
      widget: 'list',
      ...(described.meta?.summary && { summary: described.meta.summary }),
      fields: editorFields(inner, bilingual),
    };
  }
  if (described.type === 'array' && inner && choices(inner).length > 0) {
    return { ...common, widget: 'select', multiple: true, options: options(inner) };
  }
  if (described.type === 'array' && inner) {
    return {
      ...common,
      widget: 'list',
      field: { name: 'item', ...widgetOf(inner), label: inner.label ?? name },
    };
  }
  // A translation that may stay empty: the build asks for it where it must be (check.ts).
  const required = !described.optional && !described.meta?.translationOptional;
  return { ...common, ...widgetOf(described), required };
}

function editorFields(described: Described, bilingual: boolean): EditorField[] {
  return Object.entries(described.fields ?? {}).map(([name, child]) =>
    editorField(name, child, bilingual),
  );
}

function editorCollection(collection: Collection): EditorCollection {
  const described = collection.schema.describe() as unknown as Described;
  return {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    ...(collection.bilingual && { i18n: true }),
    files: [
      {
        name: collection.name,
        label: collection.label,
        file: collection.file,
        format: 'json',
        ...(collection.bilingual && { i18n: true }),
        fields: editorFields(described, collection.bilingual) as never,
      },
    ],
  } as EditorCollection;
}

export interface EditorSite {
  /** `owner/name` of the GitHub repository the editor commits to. */
  repository: string;
  /** The live site, for the editor's "view site" link. */
  siteUrl: string;
}

/**
 * The content editor's whole configuration, made from the collections' schemas: the field list
 * cannot drift from what the build accepts. Every change is a pull request (editorial workflow),
 * so CI tests it and Netlify builds a preview before anyone publishes.
 */
export function editorConfig({ repository, siteUrl }: EditorSite): EditorConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: repository,
      branch: 'main',
      // Netlify's OAuth provider (Site configuration → Access & security → OAuth).
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
    },
    publish_mode: 'editorial_workflow',
    app_title: 'Hearthside Senior Care: site editor',
    site_url: siteUrl,
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    i18n: { structure: 'single_file', locales: [...contentLocales], default_locale: 'en' },
    collections: collections.map(editorCollection),
  };
}
