import type { CustomSchemaMetadata } from 'yup';

/**
 * The parts of yup's `describe()` the build reads: the check walks it to compare the languages
 * of a file, and the editor's field list is made from it.
 */
export interface Described {
  type: string;
  label?: string;
  meta?: CustomSchemaMetadata;
  optional: boolean;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Described>;
  innerType?: Described;
}
