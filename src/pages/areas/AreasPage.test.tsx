import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
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
