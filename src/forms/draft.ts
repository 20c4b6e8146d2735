import { draftLifetimeHours } from '../config/retention';

/**
 * A long form's answers kept in sessionStorage: restored after an accidental reload, gone when
 * the tab closes, the form is sent or cleared, or after a day, so that on a shared computer
 * the next person does not find someone's address and references. Storage can be full or
 * switched off (private mode); the form then works without a draft.
 */
export const DRAFT_LIFETIME_MS = draftLifetimeHours * 60 * 60 * 1000;

interface SavedDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

function isSavedDraft(value: unknown): value is SavedDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<SavedDraft>;
  return (
    typeof draft.savedAt === 'number' && typeof draft.values === 'object' && draft.values !== null
  );
}

export function readDraft<V extends Record<string, string>>(
  key: string,
  empty: V,
  now = Date.now(),
): V | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!isSavedDraft(saved) || now - saved.savedAt > DRAFT_LIFETIME_MS || saved.savedAt > now) {
      // Expired, from the future, or in an older shape: no one should see it again.
      sessionStorage.removeItem(key);
      return undefined;
    }
    return Object.fromEntries(
      Object.keys(empty).map((name) => {
        const value = saved.values[name];
        return [name, typeof value === 'string' ? value : empty[name]];
      }),
    ) as V;
  } catch {
    return undefined;
  }
}

/** Saves the answers, or forgets the draft when nothing differs from the empty form. */
export function writeDraft<V extends Record<string, string>>(
  key: string,
  values: V,
  empty: V,
  now = Date.now(),
) {
  try {
    const untouched = Object.keys(empty).every((name) => values[name] === empty[name]);
    if (untouched) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify({ savedAt: now, values } satisfies SavedDraft));
  } catch {
    // No storage: no draft.
  }
}

export function forgetDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing to forget.
  }
}

export function hasDraft<V extends Record<string, string>>(key: string, empty: V): boolean {
  return readDraft(key, empty) !== undefined;
}
