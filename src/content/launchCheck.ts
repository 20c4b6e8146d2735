import { isSample, type SampleInPlace } from './sample';
import { isSourced } from './sourced';

/*
 * What the production build's launch warning lists: sample content, and facts about real places
 * not yet checked at their source. Read by the prerender only, never shipped to a browser.
 */

/**
 * Every value of `content` (walked through objects and lists) that `matches`, with where it sits,
 * as `found` describes it.
 */
function collect<T, Found>(
  content: Record<string, unknown>,
  matches: (value: unknown) => value is T,
  found: (value: T, where: string) => Found,
): Found[] {
  const items: Found[] = [];
  const visit = (value: unknown, where: string) => {
    if (matches(value)) items.push(found(value, where));
    else if (Array.isArray(value))
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(content)) visit(value, key);
  return items;
}

/** Walks content modules and lists every sample item, with where it sits. */
export function collectSamples(content: Record<string, unknown>): SampleInPlace[] {
  return collect(content, isSample, (value, where) => ({ where, replaceWith: value.replaceWith }));
}

export interface FactToCheck {
  where: string;
  value: unknown;
  source: string;
}

/** Walks fact modules and lists every fact still waiting to be checked against its source. */
export function collectFactsToCheck(facts: Record<string, unknown>): FactToCheck[] {
  return collect(facts, isSourced, (fact, where) => ({
    where,
    value: fact.value,
    source: fact.source,
  }));
}
