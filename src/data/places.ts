/**
 * The places the agency serves, each with a page of its own at `/areas/<id>` (and its Spanish
 * twin). Names are proper nouns, the same in every language; each place's words are in
 * `content/places/<id>.ts` and its twins. Its ZIP codes are a business fact staff edit
 * (`src/data/business.json`). `counties` are the counties its ZIP codes reach, the one most
 * of the place is in first: the home page's description names the first of each.
 */
export const placeList = [
  { id: 'douglasville', name: 'Douglasville', counties: ['douglas'] },
  { id: 'lithia-springs', name: 'Lithia Springs', counties: ['douglas'] },
  // Winston's ZIP code crosses into Carroll County, where some homes have a Winston address.
  { id: 'winston', name: 'Winston', counties: ['douglas', 'carroll'] },
  // A little over half of Villa Rica is in Carroll County, the rest in Douglas; its ZIP code
  // also takes in addresses in unincorporated Paulding County. The agency serves the whole ZIP code.
  { id: 'villa-rica', name: 'Villa Rica', counties: ['carroll', 'douglas', 'paulding'] },
  // Austell, with Mableton and Powder Springs next door in south Cobb; some Austell homes are on
  // the Douglas County side of the line, and Powder Springs' 30127 takes in a slice of Paulding.
  { id: 'austell', name: 'Austell', counties: ['cobb', 'douglas', 'paulding'] },
  // ZIP codes in the City of South Fulton, Union City, Fairburn, Palmetto, College Park and East
  // Point: the page claims only those listed, not every address in those cities. Some of them cross
  // county lines (`zipsAcrossCountyLines`, below; the page gives them as examples, not a full list).
  { id: 'south-fulton', name: 'South Fulton', counties: ['fulton', 'clayton', 'coweta'] },
] as const;

/**
 * ZIP codes a place lists that take in homes in a county beyond the place's first, each with the
 * town it belongs to: the place's page names the county while the ZIP code is on its list.
 * 30296 is Riverdale's, in Clayton County; Palmetto's 30268 reaches Coweta County; Powder
 * Springs' 30127 takes in a slice of Paulding County. Others may cross too: the launch gate lists
 * the ones to check (`countyLinesToCheck` in config/countyLines.ts), and the pages say "for example".
 */
export const zipsAcrossCountyLines = [
  { place: 'south-fulton', zip: '30296', town: 'Riverdale', county: 'clayton' },
  { place: 'south-fulton', zip: '30268', town: 'Palmetto', county: 'coweta' },
  { place: 'austell', zip: '30127', town: 'Powder Springs', county: 'paulding' },
] as const;
