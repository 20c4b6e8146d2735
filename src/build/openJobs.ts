import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const openingsFile = resolve(import.meta.dirname, '../data/openings.json');

/**
 * The ids of the jobs open on `day` (YYYY-MM-DD in Georgia), for the build's define: read from
 * the file itself, so the config needs none of the site's modules. `openOn` in
 * src/config/openings.ts is the same rule for the pages (a unit test holds them together).
 */
export function openJobIds(day: string): string[] {
  const file = JSON.parse(readFileSync(openingsFile, 'utf8')) as {
    en: { openings: { id: string; lastDay: string }[] };
  };
  return file.en.openings.filter((opening) => opening.lastDay >= day).map(({ id }) => id);
}
