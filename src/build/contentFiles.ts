import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkFile, describeProblems, type Problem } from '../data/check.ts';
import { collections } from '../data/collections.ts';
import { launchItems, launchVerdict, type LaunchItem } from '../data/launchGate.ts';
import type { SampleInPlace } from '../content/sample.ts';
import { officeDay } from '../config/today.ts';

const root = resolve(import.meta.dirname, '../..');

/** A content file as parsed JSON, or the problem that stops it being read. */
function read(file: string): { content: unknown } | { problem: Problem } {
  try {
    return { content: JSON.parse(readFileSync(resolve(root, file), 'utf8')) as unknown };
  } catch (error) {
    const why =
      error instanceof SyntaxError ? `is not valid JSON: ${error.message}` : String(error);
    return { problem: { file, field: '(whole file)', message: why } };
  }
}

/** Every problem in the content files staff edit, each with its file and field. */
export function contentProblems(): Problem[] {
  return collections.flatMap((collection) => {
    const file = read(collection.file);
    return 'problem' in file ? [file.problem] : checkFile(collection, file.content);
  });
}

/** Stops the build before anything is built when a content file breaks its schema. */
export function refuseBadContent(problems: readonly Problem[]): void {
  if (problems.length === 0) return;
  console.error(
    `\n✖ The content files have ${problems.length} problem(s), so nothing was built:\n${describeProblems(problems)}\n` +
      '  Fix each in the editor (/admin/) or in the file. On Netlify the site keeps showing its\n' +
      '  last good version until a build succeeds.\n',
  );
  process.exit(1);
}

/** The sample items and unchecked facts in the content files. */
export function contentLaunchItems(): LaunchItem[] {
  const content = (file: string) => {
    const parsed = read(file);
    return 'content' in parsed ? parsed.content : undefined;
  };
  return launchItems(collections, content, officeDay(new Date()));
}

/**
 * Prints what must change before launch, and fails a production build that would publish it
 * unless `ALLOW_SAMPLE_CONTENT=true` lets a pre-launch deploy through.
 */
export function launchGate(
  items: readonly LaunchItem[],
  copy: readonly SampleInPlace[],
  env: NodeJS.ProcessEnv,
): void {
  const lines = [
    ...items.map(({ file, field, todo }) => `  - ${file} › ${field}: ${todo}`),
    ...copy.map(({ where, replaceWith }) => `  - ${where}: replace with ${replaceWith}`),
  ];
  const verdict = launchVerdict(lines.length, env);
  if (verdict === 'clear') return;
  console.warn(`\n⚠ LAUNCH GATE: ${lines.length} item(s) are samples or not yet checked:`);
  console.warn(lines.join('\n'));
  console.warn(
    '  Invented names and testimonials must not go live (FTC rule on fake reviews, 16 CFR 465).\n' +
      '  Edit each at /admin/ (turn off "Sample", enter "Checked at the source on"), or in the file.\n',
  );
  if (verdict === 'allowed') {
    console.warn(
      `  ALLOW_SAMPLE_CONTENT=true: this production build publishes them anyway (a pre-launch deploy).\n`,
    );
  }
  if (verdict === 'refuse') {
    console.error(
      `✖ A production build (CONTEXT=production) does not publish sample content or unchecked facts.\n` +
        `  Clear the items above, or set ALLOW_SAMPLE_CONTENT=true for a pre-launch deploy.\n`,
    );
    process.exit(1);
  }
}
