import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { places } from '../../config/areas';
import { paths } from '../../config/paths';
import { areas } from '../../content/areas';
import { areas as spanishAreas } from '../../content/es/areas';
import type { PlaceCopy } from '../../content/places/placeCopy';
import { business } from '../../content/business';
import { businessCopy } from '../../content/businessCopy';
import { businessCopy as spanishBusinessCopy } from '../../content/es/businessCopy';
import { pages as spanishPages } from '../../content/es/pages';
import { pages } from '../../content/pages';
import { renderAt } from '../../test/renderAt';

/** The counties the business serves, each by its own name in one language ("Cobb"). */
const countiesIn = (names: readonly string[]) =>
  business.serviceArea.flatMap(({ kind }, index) =>
    kind === 'AdministrativeArea' ? [names[index]!.replace(/ County$|^Condado de /, '')] : [],
  );

describe("the page of all the places (issue 35's review: the areas index)", () => {
  it('opens by naming every county the business serves, Cobb and Carroll among them', async () => {
    await renderAt(paths.areas);
    expect(screen.getByRole('main').textContent).toContain(pages.areas.intro);
    const counties = countiesIn(businessCopy.serviceArea);
    expect(counties).toEqual(expect.arrayContaining(['Cobb', 'Carroll']));
    for (const county of counties) expect(pages.areas.intro).toContain(county);
  });

  it('names them in Spanish too', () => {
    const counties = countiesIn(spanishBusinessCopy.serviceArea);
    expect(counties).toEqual(expect.arrayContaining(['Cobb', 'Carroll']));
    for (const county of counties) expect(spanishPages.areas.intro).toContain(county);
  });
});

const englishPlaces = import.meta.glob<{ place: PlaceCopy }>(
  ['../../content/places/*.ts', '!../../content/places/placeCopy.ts', '!**/*.test.ts'],
  { eager: true },
);
const spanishPlaces = import.meta.glob<{ place: PlaceCopy }>('../../content/es/places/*.ts', {
  eager: true,
});
const copyOf = (modules: Record<string, { place: PlaceCopy }>, id: string) =>
  Object.entries(modules).find(([file]) => file.endsWith(`/${id}.ts`))![1].place;

/** The card of one place on /areas, found by its link. */
const cardOf = (name: string) =>
  screen.getByRole('link', { name: areas.list.placeLink(name) }).closest('article, li, div')!;

describe("each place's counties on /areas (Spanish review: Villa Rica reaches Paulding, Winston Carroll)", () => {
  it('lists every county its ZIP codes reach, each one beyond the first explained on its own page', async () => {
    await renderAt(paths.areas);
    for (const place of places) {
      const card = cardOf(place.name).textContent;
      const words = JSON.stringify(copyOf(englishPlaces, place.id));
      place.counties.forEach((county, index) => {
        expect(card, place.name).toContain(areas.countyNames[county]);
        if (index > 0) expect(words, place.name).toContain(`${areas.countyNames[county]} County`);
      });
    }
    expect(cardOf('Villa Rica').textContent).toContain('Paulding');
    expect(cardOf('Winston').textContent).toContain('Carroll');
  });

  it('and in Spanish', () => {
    for (const place of places) {
      const listed = spanishAreas.counties(
        place.counties.map((id) => spanishAreas.countyNames[id]),
      );
      const words = JSON.stringify(copyOf(spanishPlaces, place.id));
      place.counties.forEach((county, index) => {
        expect(listed, place.name).toContain(spanishAreas.countyNames[county]);
        if (index > 0) expect(words, place.name).toContain(spanishAreas.countyNames[county]);
      });
    }
  });
});
