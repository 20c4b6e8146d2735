/**
 * A fact about a real place or public program (a hospital's name, an agency's phone number),
 * with where it comes from. Written without access to the source, so each one is listed in the
 * launch warning until someone has checked it there and removed the wrapper.
 */
export interface Sourced<T> {
  readonly value: T;
  /** Where to check it: the page of the organisation itself, not a directory. */
  readonly source: string;
}

export function sourced<T>(value: T, source: string): Sourced<T> {
  return { value, source };
}

export function isSourced(value: unknown): value is Sourced<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as { source?: unknown }).source === 'string'
  );
}
