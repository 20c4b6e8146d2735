import { sourced } from './sourced';

/**
 * What the place pages may say about ZIP codes that cross county lines, not yet checked against
 * the Census Bureau's ZIP Code Tabulation Area to county file (local review, should-fix 4 and 5).
 * Not shown from here: the launch gate lists each, with where to check it, until someone has, has
 * brought `zipsAcrossCountyLines` in src/data/places.ts in line with it, and removed the wrapper.
 */
export const countyLinesToCheck = {
  southFultonZips: sourced(
    'Whether 30213 (Fairburn), 30337 (College Park) and 30349 also take in homes outside Fulton County (in Fayette or Clayton): add each one that does to zipsAcrossCountyLines',
    'https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.html',
  ),
  powderSpringsInPaulding: sourced(
    '30127 (Powder Springs) takes in homes in Paulding County (a report from about 2012 says so; the current boundary is unchecked)',
    'https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.html',
  ),
} as const;
