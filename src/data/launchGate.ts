import type { Collection } from './collections';
import { isRecord, itemName } from './contentWalk';
import type { Described } from './schema/described';

/** Something in the content that must not go live: a stand-in, or a fact nobody has checked. */
export interface LaunchItem {
  file: string;
  field: string;
  /** What to do about it. */
  todo: string;
}

/** What the walk reports to, and the build's day: an item past its last day never goes live. */
interface Walk {
  day: string;
  found: (item: Omit<LaunchItem, 'file'>) => void;
}

function walk(described: Described, value: unknown, field: string, at: Walk) {
  const { found } = at;
  const inner = described.innerType;
  if (described.type === 'array' && inner && Array.isArray(value)) {
    const shown = described.meta?.shownOnceAllChecked;
    const unchecked = value.filter((item) => isRecord(item) && !item.checkedOn);
    if (shown && unchecked.length > 0) {
      const names = unchecked.map((item, index) =>
        typeof item.name === 'string' ? item.name : itemName(item, index),
      );
      found({
        field,
        todo: `${shown} shows only once every item of "${described.label ?? field}" has its "Checked at the source on" day; not yet checked: ${names.join('; ')}`,
      });
    }
    value.forEach((item: unknown, index) => {
      walk(inner, item, `${field}${itemName(item, index)}`, at);
    });
    return;
  }
  if (described.type !== 'object' || !described.fields || !isRecord(value)) return;
  if (typeof value.lastDay === 'string' && value.lastDay !== '' && value.lastDay < at.day) return;
  const { sample, checkedOn } = described.fields;
  const label = described.label ?? field;
  if (sample && value.sample === true) {
    found({ field, todo: `${label}: a sample until it is ${sample.meta?.replaceWith ?? 'real'}` });
  }
  if (checkedOn && !value.checkedOn) {
    const source = typeof value.source === 'string' ? ` at ${value.source}` : '';
    found({ field, todo: `not yet checked at its source${source}; enter the day you did` });
  }
  for (const [key, child] of Object.entries(described.fields)) {
    walk(child, value[key], field ? `${field}.${key}` : key, at);
  }
}

/**
 * Every sample item and unchecked fact in the content files that would go live on `day` (an
 * opening past its last day would not), with its file and field. In a bilingual file the
 * English block is read: the flags and dates are the same in both.
 */
export function launchItems(
  collections: readonly Collection[],
  read: (file: string) => unknown,
  day: string,
): LaunchItem[] {
  return collections.flatMap((collection) => {
    const content = read(collection.file);
    const value = collection.bilingual && isRecord(content) ? content.en : content;
    const items: LaunchItem[] = [];
    const described = collection.schema.describe() as unknown as Described;
    walk(described, value, collection.bilingual ? 'en' : '', {
      day,
      found: (item) => items.push({ file: collection.file, ...item }),
    });
    return items;
  });
}

/**
 * What a build does with the items left: a production build on Netlify refuses to publish them
 * unless `ALLOW_SAMPLE_CONTENT=true` says a pre-launch deploy may; any other build warns.
 */
export function launchVerdict(
  itemCount: number,
  env: { CONTEXT?: string; ALLOW_SAMPLE_CONTENT?: string },
): 'clear' | 'warn' | 'allowed' | 'refuse' {
  if (itemCount === 0) return 'clear';
  if (env.CONTEXT !== 'production') return 'warn';
  return env.ALLOW_SAMPLE_CONTENT === 'true' ? 'allowed' : 'refuse';
}
