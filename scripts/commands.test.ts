import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFile(resolve(root, path), 'utf8');

interface Workflow {
  jobs: Record<string, { steps: { run?: string }[] }>;
}

/**
 * A command as `npm test` or a workflow names it: `npm run <script>` (or `npm test`, `npm install`,
 * `npm ci`) by its script or npm command, `npx tsx scripts/<file>.ts` by its file.
 */
const COMMAND =
  /\bnpm (?:run ([\w:-]+)|(test|install|ci)\b)|\bnpx tsx (scripts\/[\w./-]+\.ts)\b|\b(run-[ps]) ((?:[\w:-]+\s*)+)/g;

/** The commands that `text` runs: scripts by name, npm commands bare, files by path. */
function commandsIn(text: string): string[] {
  return [...text.matchAll(COMMAND)].flatMap(([, script, npm, file, , names]) => {
    if (names !== undefined)
      return names.split(/\s+/).filter((name) => name && !name.startsWith('-'));
    return [script ?? npm ?? file ?? ''];
  });
}

/** Every script `script` runs through `npm run`, `run-p` or `run-s`, itself included. */
function runBy(script: string, scripts: Record<string, string>, seen = new Set<string>()) {
  if (seen.has(script)) return seen;
  seen.add(script);
  for (const name of commandsIn(scripts[script] ?? ''))
    if (name in scripts) runBy(name, scripts, seen);
  return seen;
}

/** What the README and the guides in docs/ tell a reader to run. */
async function documentedCommands(): Promise<Set<string>> {
  const guides = (await readdir(resolve(root, 'docs'))).filter((name) => name.endsWith('.md'));
  const texts = await Promise.all(['README.md', ...guides.map((name) => `docs/${name}`)].map(read));
  return new Set(texts.flatMap(commandsIn));
}

describe('every command the docs name is run somewhere', () => {
  it('by `npm test`, or by a job of the git host', async () => {
    const { scripts } = JSON.parse(await read('package.json')) as {
      scripts: Record<string, string>;
    };
    const byTest = runBy('test', scripts);
    const workflows = (await readdir(resolve(root, '.github/workflows'))).filter((name) =>
      /\.ya?ml$/.test(name),
    );
    const steps = (
      await Promise.all(workflows.map((name) => read(`.github/workflows/${name}`)))
    ).flatMap((text) =>
      Object.values((parse(text) as Workflow).jobs).flatMap((job) =>
        job.steps.map((step) => step.run ?? ''),
      ),
    );
    const byJobs = new Set(
      [...steps, await read('.ci/run')].flatMap((text) =>
        commandsIn(text).flatMap((name) => (name in scripts ? [...runBy(name, scripts)] : [name])),
      ),
    );
    // A script made only of scripts that are run (`lint` is `lint:code` and `lint:format`) is run.
    const isRun = (name: string): boolean => {
      if (byTest.has(name) || byJobs.has(name)) return true;
      const parts = commandsIn(scripts[name] ?? '');
      return parts.length > 0 && parts.every((part) => part !== name && isRun(part));
    };

    const documented = await documentedCommands();
    expect(documented).toContain('test');
    expect(documented).toContain('audit');
    expect([...documented].filter((name) => !isRun(name))).toEqual([]);
  });

  it('the job for those `npm test` leaves out runs every week, and by hand', async () => {
    const workflow = parse(await read('.github/workflows/commands.yml')) as {
      on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown };
    };
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\S+ \S+ \* \* \d$/);
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
  });

  it('reads a workflow step and a script the way they are written', () => {
    expect(commandsIn('npm run audit || [ $? -eq 1 ]\nnpx tsx scripts/postmark-stub.ts &')).toEqual(
      ['audit', 'scripts/postmark-stub.ts'],
    );
    expect(commandsIn('run-p --print-label typecheck lint:code && npm run test:e2e')).toEqual([
      'typecheck',
      'lint:code',
      'test:e2e',
    ]);
    expect(commandsIn('`npm install && npm test`')).toEqual(['install', 'test']);
  });
});
