import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { collections } from '#src/data/collections';

const root = resolve(import.meta.dirname, '..');

/*
 * The browser side, as text: a function passed to addInitScript is serialised from what the
 * transpiler made of it, and tsx's wraps named functions in a helper the page does not have.
 */
const pickerStandIn = `
window.showDirectoryPicker = async () => {
  const folder = await navigator.storage.getDirectory();
  await folder.getDirectoryHandle('.git', { create: true });
  for (const [path, text] of Object.entries(CONTENT_FILES)) {
    const parts = path.split('/');
    let directory = folder;
    for (const part of parts.slice(0, -1))
      directory = await directory.getDirectoryHandle(part, { create: true });
    const file = await directory.getFileHandle(parts[parts.length - 1], { create: true });
    const writable = await file.createWritable();
    await writable.write(text);
    await writable.close();
  }
  return folder;
};`;

/**
 * Stands in for the folder a developer picks in the editor's "Work with Local Repository": a
 * private browser folder (OPFS) holding the checkout's content files and a `.git` folder, which
 * Sveltia looks for. The browser's own picker needs a person; everything after it is Sveltia's.
 * The GitHub status check it makes goes to the internet, which tests do not have.
 */
export async function withLocalRepository(page: Page) {
  const files = Object.fromEntries(
    collections.map(({ file }) => [file, readFileSync(resolve(root, file), 'utf8')]),
  );
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none', description: 'All good' } } }),
  );
  await page.addInitScript({
    content: `const CONTENT_FILES = ${JSON.stringify(files)};${pickerStandIn}`,
  });
}
