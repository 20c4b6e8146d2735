import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { placeById, placeIds, type PlaceId } from '../../config/areas';
import { localResource, resourcePhone } from '../../config/localResources';
import { placeOutlines } from '../../config/placeOutlines';
import type { PlaceCopy } from '../../content/places/placeCopy';
import { telHref } from '../../lib/telHref';
import { PlacePage } from './PlacePage';

const english = import.meta.glob<{ place: PlaceCopy }>(
  ['../../content/places/*.ts', '!../../content/places/placeCopy.ts', '!**/*.test.ts'],
  { eager: true },
);
const spanish = import.meta.glob<{ place: PlaceCopy }>('../../content/es/places/*.ts', {
  eager: true,
});

const languages = [
  ['English', english],
  ['Spanish', spanish],
] as const;

const copyOf = (modules: Record<string, { place: PlaceCopy }>, id: PlaceId) => {
  const found = Object.entries(modules).find(([file]) => file.endsWith(`/${id}.ts`));
  if (!found) throw new Error(`No copy for ${id}`);
  return found[1].place;
};

/** One place's page with one language's words (the shared labels stay English here). */
function renderPlace(id: PlaceId, copy: PlaceCopy) {
  return render(
    <AppShell>
      <MemoryRouter>
        <PlacePage id={id} copy={copy} />
      </MemoryRouter>
    </AppShell>,
  );
}

/** Every Georgia ZIP code a text names. */
const zipsIn = (text: string) => new Set(text.match(/\b(3[01]\d{3}|39[89]\d{2})\b/g) ?? []);

describe.each(languages)(
  "the South Fulton page in %s (issue 35's review, must-fix 1)",
  (_, modules) => {
    const copy = copyOf(modules, 'south-fulton');
    const served = placeById('south-fulton').zips;

    it('names exactly the ZIP codes config/areas.ts serves there, in its list and in its words', () => {
      const { container } = renderPlace('south-fulton', copy);
      const list = screen.getByRole('list', { name: /ZIP codes/ });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(served);
      expect([...zipsIn(container.textContent ?? '')].sort()).toEqual([...served].sort());
      // The words about where we go list every one, not the city as a whole.
      const coverage = copy.coverage.paragraphs.join(' ');
      expect([...zipsIn(coverage)].sort()).toEqual([...served].sort());
    });
  },
);

describe.each(languages)('the public help on every place page in %s', (_, modules) => {
  it.each(placeIds)('%s: each service listed has a number to call, as a link that dials', (id) => {
    renderPlace(id, copyOf(modules, id));
    const heading = screen.getByRole('heading', {
      level: 2,
      name: copyOf(modules, id).resources.heading,
    });
    const list = heading.parentElement!.querySelector('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(placeOutlines[id].resources.length);
    placeOutlines[id].resources.forEach((resourceId, index) => {
      const item = items[index]!;
      expect(item.textContent).toContain(localResource(resourceId).name);
      const { phone } = resourcePhone(resourceId);
      expect(within(item).getByRole('link', { name: phone }).getAttribute('href')).toBe(
        telHref(phone),
      );
    });
  });
});

describe('a public service with no line of its own', () => {
  it('is listed with the line that reaches it, by name', () => {
    const { phone, through } = resourcePhone('three-rivers-aaa');
    expect(through).toBe(localResource('georgia-adrc').name);
    expect(phone).toBe(localResource('georgia-adrc').phone);
  });

  it('stops the build when it has neither a phone nor a line that reaches it', async () => {
    vi.resetModules();
    vi.doMock('../../data/local-facts.json', () => ({
      default: {
        hospitals: [],
        resources: [{ id: 'quiet-office', name: 'A quiet office', source: 'https://q.example' }],
      },
    }));
    const mocked = await import('../../config/localResources');
    expect(() => mocked.resourcePhone('quiet-office')).toThrow(
      '"quiet-office" in src/data/local-facts.json needs its phone',
    );
    vi.doUnmock('../../data/local-facts.json');
    vi.resetModules();
  });
});

describe.each(languages)('the words about where we go in %s', (_, modules) => {
  it.each(placeIds)('%s: every public number they name dials', (id) => {
    const copy = copyOf(modules, id);
    renderPlace(id, copy);
    const section = screen.getByRole('heading', {
      level: 2,
      name: copy.coverage.heading,
    }).parentElement!;
    const named = copy.coverage.paragraphs.join(' ').match(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b/g) ?? [];
    for (const number of named) {
      expect(within(section).getByRole('link', { name: number }).getAttribute('href')).toBe(
        telHref(number),
      );
    }
  });
});
