// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
];

describe('the Spanish copy', () => {
  const english = modules(contentDir);
  const spanish = modules(new URL('./es/', contentDir)).filter((name) => name !== 'twins');

  it('has a twin of every English module with words in it, and no twin without one', () => {
    expect(spanish.sort()).toEqual(
      english.filter((name) => !languageNeutral.includes(name)).sort(),
    );
  });

  it('has every twin checked by the typecheck (es/twins.ts)', () => {
    const checked = readFileSync(new URL('./es/twins.ts', contentDir), 'utf8');
    for (const name of spanish) {
      expect(checked).toContain(`ExtraExports<typeof en_${name}, typeof es_${name}>`);
    }
  });
});
