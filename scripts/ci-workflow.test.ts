import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: { run?: string; uses?: string }[] }>;
}

describe('the git host runs the tests', () => {
  it('on every push and pull request, with the same command as CI', async () => {
    const workflow = parse(
      await readFile(resolve(root, '.github/workflows/ci.yml'), 'utf8'),
    ) as Workflow;
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run));
    expect(runs).toContain('bash .ci/run');
    expect(await readFile(resolve(root, '.ci/run'), 'utf8')).toMatch(/^npm ci\nnpm test$/m);
  });

  it('and audits every page, which `npm test` leaves to it', async () => {
    const workflow = parse(
      await readFile(resolve(root, '.github/workflows/ci.yml'), 'utf8'),
    ) as Workflow;
    const audited = Object.values(workflow.jobs).find((job) =>
      job.steps.some((step) => step.run?.startsWith('npm run audit')),
    );
    const runs = audited?.steps.map((step) => step.run) ?? [];
    expect(runs).toEqual(expect.arrayContaining(['npm ci', 'npm run build']));
    expect(runs.indexOf('npm run build')).toBeLessThan(
      runs.findIndex((run) => run?.startsWith('npm run audit')),
    );
    const scripts = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.scripts.test).not.toMatch(/\baudit\b/);
  });
});
