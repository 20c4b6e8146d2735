import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The README and every Markdown file under docs/. */
function documents(): string[] {
  const found = [resolve(root, 'README.md')];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(resolve(root, 'docs'));
  return found;
}

/** Relative links (`[words](../x.md#part)`), resolved from the document that holds them. */
function linkedFiles(document: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target ?? '')
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => resolve(dirname(document), decodeURI(target.split('#')[0] ?? '')));
}

/**
 * Repository paths named in code spans (`src/content/faq.ts`), from the repository's root;
 * a pattern (`src/forms/<name>/`, `*.ts`) names no one file and is left out.
 */
const repositoryFolders = /^(src|netlify|scripts|e2e|docs|public|\.github|\.ci)\//;
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, span]) => span ?? '')
    .filter((span) => repositoryFolders.test(span) && !/[<>*{}…]/.test(span))
    .map((span) => resolve(root, span.replace(/[:#].*$/, '')));
}

describe('the README and docs/', () => {
  it('link and name only files that exist, so a moved file cannot leave them pointing nowhere', () => {
    const gone = documents().flatMap((document) => {
      const text = readFileSync(document, 'utf8');
      return [...linkedFiles(document, text), ...namedPaths(text)]
        .filter((path) => !existsSync(path))
        .map((path) => `${relative(root, document)} names ${relative(root, path)}`);
    });
    expect(gone).toEqual([]);
  });

  it('would see a file that is gone', () => {
    const text = 'See [the old guide](old-guide.md) and `src/content/gone.ts`.';
    const document = resolve(root, 'docs/example.md');
    expect(
      [...linkedFiles(document, text), ...namedPaths(text)].filter((path) => !existsSync(path)),
    ).toHaveLength(2);
  });
});
