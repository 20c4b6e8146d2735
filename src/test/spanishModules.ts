import { vi } from 'vitest';

/**
 * Every Spanish twin, found from the folders as the Spanish build finds them
 * (`src/build/locale-content.ts`): a content module's in `src/content/es/`, a form's words
 * beside them as `words.es.ts`. Each paired with the English module it stands in for.
 */
const twins = [
  ...Object.entries(import.meta.glob(['../content/es/**/*.ts', '!**/*.test.ts'])).map(
    ([twin, load]) => [twin.replace('/content/es/', '/content/'), load] as const,
  ),
  ...Object.entries(import.meta.glob(['../forms/*/*.es.ts', '!**/*.test.ts'])).map(
    ([twin, load]) => [twin.replace(/\.es\.ts$/, '.ts'), load] as const,
  ),
];

/**
 * Vitest takes the queued mocks in on the next import, and several imports at once each take
 * them in again, side by side, where an unmock queued before a mock may land last: one import
 * alone first settles them.
 */
const settled = () => import('../config/locales');

/**
 * From now on, every module imported afresh reads as on the Spanish pages: each English module
 * with a twin resolves to it, as in the Spanish build. Import what the test renders after this,
 * one module at a time (`await import(…)`): two imports at once may each meet a mocked module
 * mid-way and one get the English. `englishModules()` undoes it.
 */
export async function spanishModules() {
  vi.resetModules();
  for (const [english, load] of twins) vi.doMock(english, load);
  await settled();
}

/** Back to the English modules, for modules imported afresh after this. */
export async function englishModules() {
  for (const [english] of twins) vi.doUnmock(english);
  vi.resetModules();
  await settled();
}
