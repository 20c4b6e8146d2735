import { describe, expect, it } from 'vitest';
import { placeById } from '../config/areas';
import { localResource } from '../config/localResources';
import { placeList, zipsAcrossCountyLines } from '../data/places';
import { areas } from './areas';
import { areas as areasEs } from './es/areas';
import { servicesPage } from './servicesPage';
import { servicesPage as servicesPageEs } from './es/servicesPage';
import type { PlaceCopy } from './places/placeCopy';

const english = import.meta.glob<{ place: PlaceCopy }>(
  ['./places/*.ts', '!./places/placeCopy.ts', '!./places/*.test.ts'],
  {
    eager: true,
  },
);
const spanish = import.meta.glob<{ place: PlaceCopy }>('./es/places/*.ts', { eager: true });

const languages = [
  ['English', english, areas.countyNames],
  ['Spanish', spanish, areasEs.countyNames],
] as const;

const copyOf = (modules: Record<string, { place: PlaceCopy }>, id: string) => {
  const found = Object.entries(modules).find(([file]) => file.endsWith(`/${id}.ts`));
  if (!found) throw new Error(`No copy for ${id}`);
  return found[1].place;
};

/** The crossings the pages name: those whose ZIP code the place still lists. */
const listed = zipsAcrossCountyLines.filter((crossing) =>
  (placeById(crossing.place).zips as readonly string[]).includes(crossing.zip),
);

describe('ZIP codes that cross county lines (local review, should-fix 4 and 5)', () => {
  it('are each among the counties /areas shows for the place', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { place, county } of listed) {
      const entry = placeList.find((each) => each.id === place)!;
      expect(entry.counties as readonly string[], place).toContain(county);
    }
  });

  it.each(languages)(
    'are each named on the place’s page in %s, with the county',
    (_, modules, names) => {
      for (const { place, zip, county } of listed) {
        const coverage = copyOf(modules, place).coverage.paragraphs.join(' ');
        const sentences = coverage.split(/(?<=\.)\s+/).filter((each) => each.includes(zip));
        expect(
          sentences.some((each) => each.includes(names[county])),
          `${place} ${zip}`,
        ).toBe(true);
      }
    },
  );

  it.each(languages)(
    'are given on the South Fulton page in %s as examples, with the statewide line to call',
    (_, modules) => {
      const coverage = copyOf(modules, 'south-fulton').coverage.paragraphs.join(' ');
      // The list is not known to be complete: it must not read as if it were.
      expect(coverage).toMatch(/for example|por ejemplo/);
      expect(coverage).toMatch(/property tax bill|factura del impuesto sobre la propiedad/);
      expect(coverage).toContain(localResource('georgia-adrc').phone!);
    },
  );

  it.each(languages)(
    'send a Powder Springs family on the Paulding side to Paulding’s agency in %s',
    (_, modules) => {
      const austell = copyOf(modules, 'austell');
      const items = austell.resources.items as Record<string, string>;
      expect(items['northwest-georgia-aaa']).toMatch(/Paulding/);
    },
  );
});

describe('live-in care is one caregiver who sleeps, not care around the clock (local review, should-fix 9)', () => {
  const liveInWords = [
    ['English', servicesPage.services['live-in-care'].description, english],
    ['Spanish', servicesPageEs.services['live-in-care'].description, spanish],
  ] as const;

  it.each(liveInWords)(
    'in %s, on /services and on every place page that offers it',
    (_, services, modules) => {
      const placeWords = Object.values(modules)
        .map(({ place }) => (place.services.items as Record<string, string>)['live-in-care'])
        .filter((words): words is string => Boolean(words));
      expect(placeWords.length).toBeGreaterThan(0);
      for (const words of [services, ...placeWords])
        expect(words).not.toMatch(/around the clock|24 horas|a toda hora/);
      // Where the words describe the arrangement, they say the caregiver sleeps, and offer shifts.
      const southFulton = copyOf(modules, 'south-fulton').services.items as Record<string, string>;
      for (const words of [services, southFulton['live-in-care']]) {
        expect(words).toMatch(/sleep|dormir/);
        expect(words).toMatch(/shifts|turnarse/);
      }
    },
  );
});
