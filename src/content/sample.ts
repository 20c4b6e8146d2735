/**
 * Wraps content that was written as a stand-in and must be replaced before launch.
 * The production build lists every sample item still in place (see launchCheck.ts):
 * invented testimonials and names may not go live (FTC rule on fake reviews, 16 CFR 465).
 */
export interface Sample<T> {
  readonly value: T;
  readonly sample: true;
  /** What a person should replace it with, shown in the launch warning. */
  readonly replaceWith: string;
}

export function sample<T>(value: T, replaceWith: string): Sample<T> {
  return { value, sample: true, replaceWith };
}

export interface SampleInPlace {
  where: string;
  replaceWith: string;
}

export function isSample(value: unknown): value is Sample<unknown> {
  return (
    typeof value === 'object' && value !== null && (value as { sample?: unknown }).sample === true
  );
}
