/**
 * What a translation of English copy must look like: the same keys, the same number of items in
 * every list, every word its own string, and every identifier the same as in English.
 */

/** Keys whose values name something rather than say something: equal in every language. */
type Identifier = 'id' | 'value' | 'to' | 'href' | 'autoComplete' | 'icon' | 'kind';

export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: K extends Identifier ? T[K] : Translation<T[K]> }
      : T;

/** Every export of an English content module, translated. */
export type TwinOf<English> = { readonly [K in keyof English]: Translation<English[K]> };

/**
 * Compiles only if `Twin` has every export of `English`, each the shape of its translation
 * (missing or mistyped words fail here), and returns the exports English does not have.
 */
export type ExtraExports<English, Twin extends TwinOf<English>> = Exclude<
  keyof Twin,
  keyof English
>;

/** Compiles only if no twin has an export its English module lacks. */
export type NoExtraExports<Extra extends never> = Extra;
