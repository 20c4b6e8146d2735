/**
 * Netlify's local emulation builds each function again on every call: `FunctionsHandler` in
 * `@netlify/functions-dev` 1.3 hands `func.invoke` a build directory each time, and a function
 * given one rebuilds (zip-it-and-ship-it's file tracing: seconds a form post). Its registry already builds every function once at start and again whenever a
 * watched source file changes. This lets a call use that build, and builds only a function that
 * has none yet. It touches `FunctionsHandler.prototype.invoke`, which is not a public API:
 * `@netlify/dev` is pinned to 4.18, and `functions-built-once.test.ts` fails if its shape moves.
 * See docs/decisions/0022-the-preview-builds-each-function-once.md.
 */
import { FunctionsHandler } from '@netlify/functions-dev';

/** The part of the emulation's function object this needs. */
export interface LocalFunction {
  buildData?: unknown;
  invoke(options: { buildDirectory?: string; [key: string]: unknown }): Promise<Response>;
}

type Invoke = (
  this: unknown,
  request: Request,
  route: unknown,
  func: LocalFunction,
  buildDirectory?: string,
) => Promise<Response>;

/** The function as the handler sees it, except that a built one is not built again. */
export function builtOnce<F extends LocalFunction>(func: F): F {
  return new Proxy(func, {
    get(target, property) {
      if (property === 'invoke') {
        return (options: Parameters<LocalFunction['invoke']>[0]) =>
          target.invoke(target.buildData ? { ...options, buildDirectory: undefined } : options);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let patched = false;

/** Patches the emulation once per process; later calls change nothing. */
export function buildFunctionsOnce(): void {
  if (patched) return;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: Invoke };
  const invoke = prototype.invoke;
  if (typeof invoke !== 'function' || invoke.length !== 4) {
    throw new Error(
      '@netlify/functions-dev changed FunctionsHandler.invoke: see functions-built-once.ts',
    );
  }
  prototype.invoke = function (request, route, func, buildDirectory) {
    return invoke.call(this, request, route, builtOnce(func), buildDirectory);
  };
  patched = true;
}
