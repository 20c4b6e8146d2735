import data from '../data/local-facts.json';
import type { LocalFact, LocalFacts, LocalResource } from '../data/schema/localFacts';
import type { PagesView } from '../data/schema/pagesView';

/** Checked against its schema by the build (src/data/check.ts): a bad file never builds. */
const facts = data as PagesView<LocalFacts>;

/** Finds a fact by its id: a page naming one the file does not have stops the build. */
export function lookUp<Fact extends PagesView<LocalFact>>(
  list: readonly Fact[],
  kind: string,
  file: string,
) {
  return (id: string): Fact => {
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
export const localResource = lookUp<PagesView<LocalResource>>(
  facts.resources,
  'public service',
  'src/data/local-facts.json',
);

/** A fact whose phone the copy reads aloud: the build stops if the file has lost it. */
export function withPhone<Fact extends PagesView<LocalFact>>(fact: Fact): Fact & { phone: string } {
  if (!fact.phone) throw new Error(`"${fact.id}" in src/data/local-facts.json needs its phone`);
  return { ...fact, phone: fact.phone };
}

/**
 * The number a family calls for a public service a place page lists: its own, or the line that
 * reaches it (`reachedThrough`: Georgia's statewide line for a regional agency with no public
 * number on file), named by `through`. The build stops if a listed service has neither.
 */
export function resourcePhone(id: string): { phone: string; through?: string } {
  const resource = localResource(id);
  if (resource.phone) return { phone: resource.phone };
  if (!resource.reachedThrough)
    throw new Error(
      `"${id}" in src/data/local-facts.json needs its phone, or the service whose line reaches it`,
    );
  const line = withPhone(localResource(resource.reachedThrough));
  return { phone: line.phone, through: line.name };
}
