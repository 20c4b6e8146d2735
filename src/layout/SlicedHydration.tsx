import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its content after the page shell, in slices that give the main thread back every
 * few milliseconds. React hydrates the whole root in one uninterrupted task, which on a slow
 * phone blocked input for a quarter of a second; the prerendered markup inside a completed
 * Suspense boundary is hydrated later at low priority, and at once where someone clicks or
 * types into it first.
 *
 * Nothing here ever suspends (lazy pages load before hydration and before each navigation),
 * so the empty fallback is never shown.
 */
export function SlicedHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
