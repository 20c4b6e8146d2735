import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const openingsFile = resolve(import.meta.dirname, '../data/openings.json');

interface ListedJob {
  id: string;
  title: string;
  place: string;
  lastDay: string;
}

/**
 * The jobs open on `day` (YYYY-MM-DD in Georgia) in one language, as every page's code needs
 * them: the routes their ids, the application's choices their titles and places. Read from the
 * file itself, for the build's define, so the config needs none of the site's modules;
 * `openOn` in src/content/openingsOpen.ts is the same rule for the pages (a unit test holds them
 * together).
 */
export function openJobs(day: string, locale: 'en' | 'es') {
  const file = JSON.parse(readFileSync(openingsFile, 'utf8')) as Record<
    typeof locale,
    { openings: ListedJob[] }
  >;
  return file[locale].openings
    .filter((opening) => opening.lastDay >= day)
    .map(({ id, title, place }) => ({ id, title, place }));
}
