/**
 * Wraps content that was written as a stand-in and must be replaced before launch.
 * The production build lists every sample item still in place (see scripts/launch-check.ts):
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

function isSample(value: unknown): value is Sample<unknown> {
  return (
    typeof value === 'object' && value !== null && (value as { sample?: unknown }).sample === true
  );
}

/** Walks content modules and lists every sample item, with where it sits. */
export function collectSamples(content: Record<string, unknown>): SampleInPlace[] {
  const found: SampleInPlace[] = [];
  const visit = (value: unknown, where: string) => {
    if (isSample(value)) {
      found.push({ where, replaceWith: value.replaceWith });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(content)) visit(value, key);
  return found;
}
