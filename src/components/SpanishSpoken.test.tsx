import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import type * as businessModule from '../content/business';
import facts from '../data/business.json';
import { spanishSpoken } from '../content/spanishSpoken';
import { ui } from '../content/ui';
import { renderAt } from '../test/renderAt';
import { speaksSpanish, spanishSpokenNote } from './SpanishSpoken';

/** The call languages the tests set, in place of the business facts' (`callLanguages.spoken`). */
const fixture = vi.hoisted(() => ({ spoken: undefined as string[] | undefined }));
vi.mock('../content/business', async (importActual) => {
  const actual = await importActual<typeof businessModule>();
  const callLanguages = () => ({ ...actual.business.callLanguages, spoken: fixture.spoken! });
  return {
    ...actual,
    business: new Proxy(actual.business, {
      get: (target, key) =>
        key === 'callLanguages' && fixture.spoken ? callLanguages() : Reflect.get(target, key),
    }),
  };
});
afterEach(() => {
  fixture.spoken = undefined;
});

const words = spanishSpoken.besideLanguageLink!;

describe('"Hablamos español" on the English pages', () => {
  it('is decided by the call languages alone', () => {
    expect(speaksSpanish(['en', 'es'])).toBe(true);
    expect(speaksSpanish(['es'])).toBe(true);
    expect(speaksSpanish(['en'])).toBe(false);
    // The English pages' own note is the language link's: nothing in their pages' text.
    expect(spanishSpokenNote(['en', 'es'])).toBeUndefined();
  });

  it('stands beside each "Español" link while the office speaks Spanish', async () => {
    await renderAt(paths.about);
    await screen.findByRole('banner');
    // The top bar's, and the phone menu's (a closed popover to jsdom).
    const links = screen.getAllByRole('link', { name: ui.switchLanguage, hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const note = within(link.parentElement!).queryByText(words);
      if (!facts.callLanguages.spoken.includes('es')) {
        expect(note).toBeNull();
        continue;
      }
      expect(note).toHaveAttribute('lang', 'es');
      // Beside the link, not inside its name.
      expect(link).not.toContainElement(note);
    }
  });

  it('is not there while the call languages leave Spanish out', async () => {
    fixture.spoken = ['en'];
    await renderAt(paths.about);
    await screen.findByRole('banner');
    expect(screen.queryByText(words)).toBeNull();
  });
});
