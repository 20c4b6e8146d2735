import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const project = resolve(import.meta.dirname, '..');
/** What no check reads, or what each writes for itself; dot-folders (git's, the outbox) too. */
const notCopied = new Set(['node_modules', 'dist', 'test-results', 'screenshots']);
/** The dot-folders a test reads: the CI script and the git host's workflow. */
const dotFoldersRead = new Set(['.ci', '.github']);
const copied = (name: string) =>
  !notCopied.has(name) &&
  (!name.startsWith('.') || dotFoldersRead.has(name) || statSync(join(project, name)).isFile());
const notShared = (name: string) => name === '.cache' || name.startsWith('.vite');

/**
 * A copy of the project in a temporary folder, to edit content files in without touching the
 * working tree, which `npm test` is reading and building beside it. The copy shares
 * `node_modules` by a link per package, but not its caches (`.cache`, `.vite*`), which builds
 * and test runs write. It is removed on `remove()` or on Ctrl-C.
 */
export function projectCopy(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(root, { recursive: true, force: true });
  process.on('SIGINT', () => {
    remove();
    process.exit(130);
  });
  for (const name of readdirSync(project).filter(copied))
    cpSync(join(project, name), join(root, name), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(project, 'node_modules')).filter((name) => !notShared(name)))
    symlinkSync(join(project, 'node_modules', name), join(root, 'node_modules', name));
  return { root, remove };
}
