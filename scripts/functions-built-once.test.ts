import { FunctionsHandler } from '@netlify/functions-dev';
import { describe, expect, it } from 'vitest';
import { builtOnce, buildFunctionsOnce, type LocalFunction } from './functions-built-once';

function fakeFunction() {
  const calls: (string | undefined)[] = [];
  const func = {
    buildData: undefined as unknown,
    name: 'contact',
    async invoke(options: { buildDirectory?: string }) {
      calls.push(options.buildDirectory);
      this.buildData = { mainFile: 'contact.mts' };
      return new Response('ok');
    },
  };
  return { func, calls };
}

describe('the local emulation builds a function once', () => {
  it('builds on the first call, then runs what the registry built (and rebuilds on change)', async () => {
    const { func, calls } = fakeFunction();
    const wrapped = builtOnce(func as LocalFunction & typeof func);
    await wrapped.invoke({ buildDirectory: '.netlify/functions-serve' });
    await wrapped.invoke({ buildDirectory: '.netlify/functions-serve' });
    expect(calls).toEqual(['.netlify/functions-serve', undefined]);
    expect(wrapped.name).toBe('contact');
  });

  it('patches the handler of the pinned @netlify/functions-dev, whose invoke still takes the function third', () => {
    // `invoke` is private in its types: what is patched is read the way the patch reads it.
    const prototype = FunctionsHandler.prototype as unknown as { invoke: () => unknown };
    const before = prototype.invoke;
    expect(before.length).toBe(4);
    buildFunctionsOnce();
    const after = prototype.invoke;
    buildFunctionsOnce();
    expect(after).not.toBe(before);
    expect(prototype.invoke).toBe(after);
  });
});
