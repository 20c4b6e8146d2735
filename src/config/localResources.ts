import data from '../data/local-facts.json';
import type { LocalFact, LocalFacts } from '../data/schema/localFacts';
import { telHref } from '../lib/usPhone';

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as LocalFacts;

/** A real organisation the site names, with its phone as a link when it has one. */
export interface NamedFact extends Omit<LocalFact, 'phone'> {
  readonly phone?: { readonly display: string; readonly href: string };
}

function lookUp(list: readonly LocalFact[], kind: string) {
  return (id: string): NamedFact => {
    const fact = list.find((item) => item.id === id);
    if (!fact) throw new Error(`No ${kind} "${id}" in src/data/local-facts.json`);
    const { phone, ...rest } = fact;
    return phone ? { ...rest, phone: { display: phone, href: telHref(phone) } } : rest;
  };
}

/**
 * Hospitals, public services and programs near the places the agency serves, from
 * `src/data/local-facts.json`, which staff edit at /admin/ with the day each was checked at its
 * source. Names are proper nouns and read the same in every language.
 */
export const hospital = lookUp(facts.hospitals, 'hospital');
export const localResource = lookUp(facts.resources, 'public service');
export const paymentProgram = lookUp(facts.programs, 'program');

/** A fact whose phone the copy reads aloud: the build stops if the file has lost it. */
export function withPhone(fact: NamedFact): NamedFact & Required<Pick<NamedFact, 'phone'>> {
  if (!fact.phone) throw new Error(`"${fact.id}" in src/data/local-facts.json needs its phone`);
  return { ...fact, phone: fact.phone };
}
