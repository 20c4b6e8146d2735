import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** Record 27: a file the functions run is small enough to read whole. */
const MAX_LINES = 300;

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(path);
    return /\.m?ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

it(`keeps every file the functions run under ${MAX_LINES} lines`, () => {
  const long = productionFiles(resolve(root, 'netlify'))
    .map((path) => ({
      file: relative(root, path),
      lines: readFileSync(path, 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
