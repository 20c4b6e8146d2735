/**
 * The places the agency serves, each with a page of its own at `/areas/<id>` (and its Spanish
 * twin). Names are proper nouns, the same in every language; each place's words are in
 * `content/places/<id>.ts` and its twins. Its ZIP codes are a business fact staff edit
 * (`src/data/business.json`).
 */
export const placeList = [
  { id: 'douglasville', name: 'Douglasville', county: 'douglas' },
  { id: 'lithia-springs', name: 'Lithia Springs', county: 'douglas' },
  { id: 'winston', name: 'Winston', county: 'douglas' },
  // A little over half of Villa Rica is in Carroll County, the rest in Douglas; its ZIP code
  // also takes in addresses in unincorporated Paulding County. The agency serves the whole ZIP code.
  { id: 'villa-rica', name: 'Villa Rica', county: 'carroll' },
  // Austell, with Mableton and Powder Springs next door in south Cobb.
  { id: 'austell', name: 'Austell', county: 'cobb' },
  // ZIP codes in the City of South Fulton, Union City, Fairburn, Palmetto, College Park and East
  // Point: the page claims only those listed, not every address in those cities.
  { id: 'south-fulton', name: 'South Fulton', county: 'fulton' },
] as const;
