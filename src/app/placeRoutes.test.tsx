import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeById, placeLinks } from '../config/areas';
import { hospital, localResource } from '../config/localResources';
import { paths } from '../config/paths';
import { placeOutlines } from '../config/placeOutlines';
import { place as winston } from '../content/places/winston';
import { routeHead } from '../seo/routeHead';
import { renderAt } from '../test/renderAt';
import { routeFor } from './routes';

describe("a place's page", () => {
  it("shows the place's own words, its ZIP codes, hospitals and public help", async () => {
    await renderAt('/areas/winston');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(winston.heading);
    const zips = screen.getByRole('list', { name: /ZIP codes/ });
    expect(
      within(zips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(placeById('winston').zips);
    const nearby = screen.getByRole('list', { name: /Hospitals/ });
    const outline = placeOutlines.winston;
    for (const id of outline.hospitals) expect(nearby.textContent).toContain(hospital(id).name);
    for (const id of outline.resources) {
      expect(document.body.textContent).toContain(localResource(id).name);
      expect(document.body.textContent).toContain(winston.resources.items[id]);
    }
    for (const id of outline.services)
      expect(document.body.textContent).toContain(winston.services.items[id]);
    for (const { question } of winston.questions.items)
      expect(screen.queryByRole('heading', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All the areas/ }).getAttribute('href')).toBe(
      paths.areas,
    );
  });

  it('has the head of its own words, its canonical address, and preloads them', async () => {
    const { handle } = routeFor('/areas/winston');
    const tags = await routeHead(handle);
    expect(tags).toContainEqual(
      expect.objectContaining({ tag: 'title', text: winston.meta.title }),
    );
    expect(JSON.stringify(tags)).toContain('https://hearthside.test/areas/winston');
    expect(handle.modules).toEqual([
      'src/pages/place/PlacePage.tsx',
      'src/content/places/winston.ts',
    ]);
  });

  it('is listed, with its county and ZIP codes, on the page of all the places', async () => {
    await renderAt(paths.areas);
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(
      placeLinks.map((link) => link.to),
    );
    expect(cards[2]?.textContent).toContain(placeById('winston').zips.join(', '));
  });

  it('is linked from every footer, and the list of places from the contact page', async () => {
    await renderAt(paths.contact);
    const footer = screen.getByRole('navigation', { name: 'Areas We Serve' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(placeLinks.map((link) => link.to));
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /All the towns/ })
        .getAttribute('href'),
    ).toBe(paths.areas);
  });
});
