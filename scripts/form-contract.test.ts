import { fileURLToPath } from 'node:url';
import { listFunctions, type Route } from '@netlify/zip-it-and-ship-it';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { confirmationPaths } from '#src/config/paths';
import { formNames, type FormName } from '#src/forms/registry';
import { noticedForms } from '#src/pages/privacy/noticedForms';
import { acknowledges } from '../netlify/server/mail/acknowledgement';
import { serverForms } from '../netlify/server/shared/forms';
import { handleSubmission } from '../netlify/server/intake/submission';
import { caregiver, family, jsonPost, world } from '../netlify/server/test/fixtures';
import {
  delivered,
  mockPostmark,
  ok,
  postmarkAnswers,
  testConfig,
} from '../netlify/server/test/postmark';

mockPostmark();

/**
 * One valid post of each registered form. Typed by the registry: a new form without its sample
 * fails the typecheck, so it cannot go untested here.
 */
const samples: Record<FormName, Record<string, string>> = { contact: family, apply: caregiver };

interface FunctionConfig {
  rateLimit?: { windowLimit: number; action?: string; to?: string };
}

const configs = import.meta.glob<{ config?: FunctionConfig }>('../netlify/functions/*.mts', {
  eager: true,
});

/** The functions as Netlify routes them: their paths, read from their source unrun. */
const functions = (
  await listFunctions(fileURLToPath(new URL('../netlify/functions', import.meta.url)), {
    parseISC: true,
  })
).map((found) => ({
  ...found,
  config: configs[`../netlify/functions/${found.name}${found.extension}`]?.config ?? {},
}));

const matches = (routes: Route[] | undefined, path: string) =>
  (routes ?? []).some((route) =>
    'literal' in route ? route.literal === path : new RegExp(route.expression).test(path),
  );

/** The functions that answer a path: each matches one of its paths and none it excludes. */
const answering = (path: string) =>
  functions.filter((found) => matches(found.routes, path) && !matches(found.excludedRoutes, path));

/**
 * What every form of the registry must have, checked for each by name: the registry is the only
 * list of forms, so a form added there is held to all of it without anyone listing it here.
 */
describe.each(formNames)('the %s form', (name) => {
  const { definition } = serverForms[name];

  it('has one function at its endpoint, rate limited to the page that says to wait', () => {
    expect(definition.endpoint).toBe(`/api/${name}`);
    const found = answering(definition.endpoint);
    expect(found.map(({ name: fn }) => fn)).toHaveLength(1);
    expect(found[0]?.config.rateLimit).toMatchObject({
      action: 'rewrite',
      to: confirmationPaths.tooManyTries,
    });
  });

  it('is in the privacy notice, which lists what it asks for from its own definition', () => {
    // Field by field, in both languages: src/pages/privacy/privacyForms.test.tsx.
    expect(noticedForms[name].definition).toBe(definition);
  });

  it('is the form its folder defines, under its own name', () => {
    expect(definition.name).toBe(name);
  });

  it('emails staff at its inbox, and thanks the visitor when it says it does', async () => {
    const { deps } = world();
    postmarkAnswers(ok, ok);
    const sent = await handleSubmission(jsonPost(definition.endpoint, samples[name]), name, {
      ...deps,
      acknowledge: true,
    });
    expect(sent.status).toBe(200);
    const staff = serverForms[name]!;
    expect(delivered.filter((message) => message.Tag === staff.tag)).toMatchObject([
      { To: testConfig.to[staff.inbox] },
    ]);
    const thanked = delivered.filter((message) => message.To === samples[name].email);
    expect(thanked).toHaveLength(acknowledges(serverForms[name]) ? 1 : 0);
  });
});

it('the privacy notice lists the registry’s forms and no other form', () => {
  expectTypeOf<keyof typeof noticedForms>().toEqualTypeOf<FormName>();
  expect(Object.keys(noticedForms).sort()).toEqual([...formNames].sort());
});

it('routes each path of a function to that function alone, whatever the forms’ path takes', () => {
  const paths = functions.flatMap(({ name, routes = [] }) =>
    routes.flatMap((route) => ('literal' in route ? [{ name, path: route.literal }] : [])),
  );
  expect(paths).not.toHaveLength(0);
  for (const { name, path } of paths) {
    expect(
      answering(path).map((found) => found.name),
      path,
    ).toEqual([name]);
  }
});
