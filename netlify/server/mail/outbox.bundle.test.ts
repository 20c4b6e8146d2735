import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formNames } from '#src/forms/registry';

const root = join(import.meta.dirname, '../../..');

/**
 * Netlify's bundler (the one a deploy and the local emulation both run) packs into a function
 * every file its code seems to read. An email left in an outbox folder must never be one of them:
 * it holds a visitor's details, and the emulation's builds raced each other over the copies.
 */
describe('a built function', () => {
  let outbox: string;
  let built: string;
  let functions: Awaited<ReturnType<typeof zipFunctions>>;

  beforeAll(async () => {
    outbox = await mkdtemp(join(root, '.outbox-bundle-test-'));
    await writeFile(join(outbox, '2026-11-24T10-00-00-000Z-care-request-abc123.eml'), 'From: …');
    built = await mkdtemp(join(tmpdir(), 'hearthside-functions-'));
    functions = await zipFunctions(join(root, 'netlify/functions'), built, {
      archiveFormat: 'none',
      basePath: root,
    });
  });

  afterAll(async () => {
    await rm(outbox, { recursive: true, force: true });
    await rm(built, { recursive: true, force: true });
  });

  it('carries no email from a local outbox', async () => {
    expect(functions.map((f) => f.name).sort()).toEqual(
      expect.arrayContaining(['form', 'held-digest', 'redeliver']),
    );
    const files = (await readdir(built, { recursive: true })).map(String);
    expect(files.filter((file) => file.endsWith('.mjs')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.eml'))).toEqual([]);
  });

  it('takes every registered form: the bundler packed each one’s staff side', async () => {
    const entry = join(built, 'form', 'netlify', 'functions', 'form.mjs');
    const { default: handler } = (await import(pathToFileURL(entry).href)) as {
      default: (request: Request) => Promise<Response>;
    };
    for (const name of formNames) {
      const answer = await handler(new Request(`https://site.test/api/${name}`));
      expect(answer.status, name).toBe(405);
    }
    expect(formNames).not.toContain('no-such-form');
    expect((await handler(new Request('https://site.test/api/no-such-form'))).status).toBe(404);
  });
});
