import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const src = join(import.meta.dirname, '..');

/** The file the typecheck reads to hold every twin to its English module. */
export const twinsFile = join(src, 'build', 'spanishTwins.ts');

const sources = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .sort();

/**
 * Every Spanish twin of a content module: each module in `src/content/es/`. Paths are from
 * `src/build/`. A form's `words.es.ts` is held to its `words.ts` by the form's own `staff.ts`
 * (`saidIn`), so a new form is not listed here.
 */
function spanishTwins(): { alias: string; english: string; spanish: string }[] {
  return sources(join(src, 'content', 'es'))
    .map((file) => file.replace(/\.ts$/, ''))
    .map((name) => ({
      alias: name,
      english: `../content/${name}`,
      spanish: `../content/es/${name}`,
    }));
}

/** What `spanishTwins.ts` says: written by `npm run twins`, and a test holds it current. */
export function twinsSource(): string {
  const twins = spanishTwins();
  const imports = twins.flatMap(({ alias, english, spanish }) => [
    `import type * as en_${alias} from '${english}';`,
    `import type * as es_${alias} from '${spanish}';`,
  ]);
  const checks = twins.map(
    ({ alias }) => `  | ExtraExports<typeof en_${alias}, typeof es_${alias}>`,
  );
  return [
    '// Written by `npm run twins` from the folders; scripts/spanish-twins.test.ts holds it current.',
    '/**',
    ' * The Spanish copy is complete: this compiles only if every twin exports every name of its',
    ' * English module, translated to the same shape, and nothing more. It is never imported; the',
    ' * typecheck reads it.',
    ' */',
    "import type { ExtraExports, NoExtraExports } from '../content/translation';",
    ...imports,
    '',
    'export type SpanishTwins = NoExtraExports<',
    ...checks,
    '>;',
    '',
  ].join('\n');
}
