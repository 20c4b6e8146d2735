/**
 * Whether the page needs its toaster yet. Only a sent form raises a toast, so the toaster's
 * code loads when a visitor starts using a form, not on every page view.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Never before hydration: the prerendered page has no toaster. */
  notYet: () => false,
};
