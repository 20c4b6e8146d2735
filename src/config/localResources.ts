import data from '../data/local-facts.json';
import type { LocalFact, LocalFacts } from '../data/schema/localFacts';
import type { PagesView } from '../data/schema/pagesView';

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as PagesView<LocalFacts>;

/** Finds a fact by its id: a page naming one the file does not have stops the build. */
export function lookUp(list: readonly PagesView<LocalFact>[], kind: string, file: string) {
  return (id: string): PagesView<LocalFact> => {
    const fact = list.find((item) => item.id === id);
    if (!fact) throw new Error(`No ${kind} "${id}" in ${file}`);
    return fact;
  };
}

/**
 * Hospitals, public services and programs near the places the agency serves, from
 * `src/data/local-facts.json`, which staff edit at /admin/ with the day each was checked at its
 * source. Names are proper nouns and read the same in every language. A phone is as the file
 * writes it; the page makes its link (`telHref`), so this module imports nothing a page's
 * shared code also runs (see the `local-resources` chunk in vite.config.ts).
 */
export const hospital = lookUp(facts.hospitals, 'hospital', 'src/data/local-facts.json');
export const localResource = lookUp(facts.resources, 'public service', 'src/data/local-facts.json');

/** A fact whose phone the copy reads aloud: the build stops if the file has lost it. */
export function withPhone(fact: PagesView<LocalFact>): PagesView<LocalFact> & { phone: string } {
  if (!fact.phone) throw new Error(`"${fact.id}" in src/data/local-facts.json needs its phone`);
  return { ...fact, phone: fact.phone };
}
