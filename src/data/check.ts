import { ValidationError } from 'yup';
import { contentLocales, type Collection } from './collections';
import { isRecord, itemName } from './contentWalk';
import type { Described } from './schema/described';

/** One thing wrong with a content file, in words an office manager can act on. */
export interface Problem {
  /** From the repository's root, such as `src/data/openings.json`. */
  file: string;
  /** Where in the file: `es.openings[weekend-respite-caregiver].title`. */
  field: string;
  message: string;
}

/** yup's `openings[2].title` as a person finds it in the file: `openings[the-id].title`. */
function readablePath(path: string, root: unknown): string {
  let value: unknown = root;
  let readable = '';
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    if (part.startsWith('[')) {
      const index = Number(part.slice(1, -1));
      readable += itemName(Array.isArray(value) ? value[index] : undefined, index);
      value = Array.isArray(value) ? value[index] : undefined;
    } else {
      readable += readable ? `.${part}` : part;
      value = isRecord(value) ? value[part] : undefined;
    }
  }
  return readable;
}

function schemaProblems(
  collection: Collection,
  value: unknown,
  prefix: string,
  locale: string,
): Problem[] {
  try {
    collection.schema.validateSync(value, { abortEarly: false, strict: true, context: { locale } });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    return errors.map((each) => ({
      file: collection.file,
      field: prefix + readablePath(each.path ?? '', value),
      message: each.errors[0] ?? each.message,
    }));
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const idOf = (item: unknown) => (isRecord(item) && typeof item.id === 'string' ? item.id : '');

/** The pages list items in their file's order: both languages keep the same one. */
function orderProblem(
  file: string,
  english: unknown[],
  spanish: unknown[],
  field: string,
  label: string,
): Problem[] {
  const inBoth = (items: unknown[], other: unknown[]) => {
    const otherIds = new Set(other.map(idOf));
    return items.map(idOf).filter((id) => id && otherIds.has(id));
  };
  if (inBoth(english, spanish).join() === inBoth(spanish, english).join()) return [];
  return [
    {
      file,
      field,
      message: `${label} are in a different order in Spanish than in English: move them to match the English`,
    },
  ];
}

/**
 * Spanish beside English: a translated field is required where the English has words, and every
 * other value is the one English has (the editor copies it; a hand edit may not).
 */
function localeProblems(
  collection: Collection,
  described: Described,
  english: unknown,
  spanish: unknown,
  field: string,
): Problem[] {
  const problem = (message: string): Problem => ({ file: collection.file, field, message });
  const label = described.label ?? field;
  if (described.type === 'object' && described.fields) {
    return Object.entries(described.fields).flatMap(([key, child]) =>
      localeProblems(
        collection,
        child,
        isRecord(english) ? english[key] : undefined,
        isRecord(spanish) ? spanish[key] : undefined,
        `${field}.${key}`,
      ),
    );
  }
  if (described.type === 'array' && described.meta?.i18n === 'translate' && described.innerType) {
    const inner = described.innerType;
    const englishItems = Array.isArray(english) ? english : [];
    const spanishItems: unknown[] = Array.isArray(spanish) ? spanish : [];
    return [
      ...orderProblem(collection.file, englishItems, spanishItems, field, label),
      ...englishItems.flatMap((item: unknown, index) => {
        const id = isRecord(item) ? item.id : undefined;
        const twin =
          typeof id === 'string'
            ? spanishItems.find((other) => isRecord(other) && other.id === id)
            : spanishItems[index];
        const name = `${field}${itemName(item, index)}`;
        if (twin === undefined)
          return [
            {
              file: collection.file,
              field: name,
              message: `${label}: this item has no Spanish version`,
            },
          ];
        return localeProblems(collection, inner, item, twin, name);
      }),
    ];
  }
  if (described.meta?.i18n === 'translate') {
    if (described.meta.translationOptional || isEmpty(english) || !isEmpty(spanish)) return [];
    return [problem(`${label} in Spanish is missing; the English has one`)];
  }
  if (JSON.stringify(english) === JSON.stringify(spanish)) return [];
  return [
    problem(
      `${label} must be the same in both languages (English: ${JSON.stringify(english)}). Change it in English.`,
    ),
  ];
}

/** Everything wrong with one collection's file, as read from disk (parsed JSON). */
export function checkFile(collection: Collection, content: unknown): Problem[] {
  if (!collection.bilingual) return schemaProblems(collection, content, '', 'en');
  if (!isRecord(content) || !contentLocales.every((locale) => isRecord(content[locale]))) {
    return [
      {
        file: collection.file,
        field: '(whole file)',
        message: `must have an "en" block and an "es" block, one per language`,
      },
    ];
  }
  const [english, spanish] = contentLocales.map((locale) => content[locale]);
  const described = collection.schema.describe() as unknown as Described;
  const found = contentLocales.flatMap((locale) =>
    schemaProblems(collection, content[locale], `${locale}.`, locale),
  );
  // A field its schema already refused needs no second line.
  const named = new Set(found.map((problem) => problem.field));
  return [
    ...found,
    ...localeProblems(collection, described, english, spanish, 'es').filter(
      (problem) => !named.has(problem.field),
    ),
  ];
}

/** One line per problem, the way the build prints them. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map(({ file, field, message }) => `  ${file} › ${field}: ${message}`).join('\n');
}
