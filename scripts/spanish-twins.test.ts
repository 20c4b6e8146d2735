import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { twinsFile, twinsSource } from '#src/build/twinsList';

const contentDir = new URL('../src/content/', import.meta.url);
const modules = (dir: URL) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => file.replace(/\.ts$/, ''));

/** Modules that hold no words: facts, logic and types, shared by every language. */
const languageNeutral = [
  'business',
  'sample',
  'launchCheck',
  'payingForCareFacts',
  'translation',
  'photos',
  'openingsOpen',
  'quotes',
  'faqFacts',
  'callLanguage',
];

describe('the Spanish copy', () => {
  const english = modules(contentDir);
  const spanish = modules(new URL('./es/', contentDir));

  it('has a twin of every English module with words in it, and no twin without one', () => {
    expect(spanish.sort()).toEqual(
      english.filter((name) => !languageNeutral.includes(name)).sort(),
    );
  });

  it('has every twin checked by the typecheck: src/build/spanishTwins.ts is current', () => {
    // If this fails, run `npm run twins` and commit what it writes.
    expect(readFileSync(twinsFile, 'utf8')).toBe(twinsSource());
  });

  it("has a twin of every form's words", () => {
    const formsDir = new URL('../src/forms/', import.meta.url);
    const withWords = readdirSync(formsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(new URL(`${entry.name}/`, formsDir)).includes('words.ts'));
    expect(withWords.length).toBeGreaterThan(0);
    for (const { name } of withWords) {
      expect(readdirSync(new URL(`${name}/`, formsDir)), name).toContain('words.es.ts');
    }
  });
});
