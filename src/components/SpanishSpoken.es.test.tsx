import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import type * as businessModule from '../content/business';
import facts from '../data/business.json';
import { spanishSpoken } from '../content/es/spanishSpoken';
import { renderAt } from '../test/renderAt';

// The Spanish build resolves every content module to its twin (src/build/locale-content.ts);
// here the note's own does.
vi.mock('../content/spanishSpoken', () => vi.importActual('../content/es/spanishSpoken'));

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

const { title } = spanishSpoken.onPage!;
/** Where a family reading Spanish decides to ask for care. */
const deciding = [paths.home, paths.services, paths.contact];

describe('"Hablamos español" on the Spanish pages', () => {
  for (const path of deciding)
    it(`is said on /es${path === '/' ? '' : path} while the office speaks Spanish, before the form`, async () => {
      await renderAt(path);
      await screen.findByRole('main');
      const note = screen.queryByText(title);
      if (!facts.callLanguages.spoken.includes('es')) {
        expect(note).toBeNull();
        return;
      }
      expect(note).toBeVisible();
      expect(note!.closest('[lang="es"]')).not.toBeNull();
      // Before the send: above the page's first form, where it has one.
      const form = document.querySelector('form');
      if (form)
        expect(note!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

  it('says nothing while the call languages leave Spanish out', async () => {
    fixture.spoken = ['en'];
    for (const path of deciding) {
      const { unmount } = await renderAt(path);
      await screen.findByRole('main');
      expect(screen.queryByText(title), path).toBeNull();
      unmount();
    }
  });
});
