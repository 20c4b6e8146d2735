import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const readme = () => readFileSync(resolve(root, 'README.md'), 'utf8');

/** The README and every Markdown file under docs/, by their path from the repository's root. */
function documents(): string[] {
  const found = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(relative(root, path));
    }
  };
  walk(resolve(root, 'docs'));
  return found;
}

/** The variables a Markdown table lists in its first column (`` `SITE_URL` ``, one or more a row). */
function tabledVariables(text: string): Set<string> {
  const names = text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map(([, name]) => name ?? '');
  return new Set(names);
}

/** The site's variables: the first table of docs/environment.md. */
function siteVariables(): string[] {
  const text = readFileSync(resolve(root, 'docs/environment.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith("The site's variables")) ?? '';
  return [...tabledVariables(section)];
}

/** The functions Netlify deploys: one file each under netlify/functions/. */
const functionNames = () =>
  readdirSync(resolve(root, 'netlify/functions')).map((file) => file.replace(/\.m?ts$/, ''));

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

describe('the README', () => {
  it('names every function, and says how many there are', () => {
    const text = readme();
    const names = functionNames();
    for (const name of names) expect(text, name).toContain(`\`${name}\``);
    const count = numberWords[names.length] ?? String(names.length);
    expect(text.toLowerCase()).toContain(`${count} netlify functions`);
    const developing = readFileSync(resolve(root, 'docs/developing.md'), 'utf8');
    expect(developing).toContain(`the ${count} functions`);
  });

  it('is a front door: at most 100 lines', () => {
    expect(readme().trimEnd().split('\n').length).toBeLessThanOrEqual(100);
  });

  it('gives the two commands in a code block, and links to where each part is told', () => {
    const text = readme();
    const blocks = [...text.matchAll(/^```[a-z]*\n([\s\S]*?)^```/gm)].map(([, body]) => body ?? '');
    expect(blocks.join('\n')).toMatch(/^npm install && npm run dev\b/m);
    expect(blocks.join('\n')).toMatch(/^npm install && npm test\b/m);
    for (const guide of ['docs/environment.md', 'docs/deploying.md', 'docs/developing.md']) {
      expect(text).toContain(`](${guide})`);
    }
  });
});

describe("the environment variables' table", () => {
  it('is kept in one document only, docs/environment.md', () => {
    const variables = siteVariables();
    expect(variables.length).toBeGreaterThan(0);
    const tables = documents().map((document) => ({
      document,
      listed: tabledVariables(readFileSync(resolve(root, document), 'utf8')),
    }));
    const listedIn = Object.fromEntries(
      variables.map((variable) => [
        variable,
        tables.filter(({ listed }) => listed.has(variable)).map(({ document }) => document),
      ]),
    );
    expect(listedIn).toEqual(
      Object.fromEntries(variables.map((variable) => [variable, ['docs/environment.md']])),
    );
  });

  it('would see a second table of the same variables', () => {
    const copy = '| variable | needed |\n| --- | --- |\n| `MAIL_FROM` / `SITE_URL` | yes |\n';
    expect([...tabledVariables(copy)]).toEqual(['MAIL_FROM', 'SITE_URL']);
  });
});
