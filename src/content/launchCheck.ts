import { isSourced } from '../config/sourced';

/*
 * What the launch gate lists from the code: the hiring laws the careers copy leans on, not yet
 * checked at their source. Read by the prerender only, never shipped to a browser.
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
