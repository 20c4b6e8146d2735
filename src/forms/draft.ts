/**
 * A long form's answers kept in sessionStorage: restored after an accidental reload, gone when
 * the tab closes or the form is sent. Storage can be full or switched off (private mode); the
 * form then works without a draft.
 */
export function readDraft<V extends Record<string, string>>(key: string, empty: V): V | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const fields = saved as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(empty).map((name) => {
        const value = fields[name];
        return [name, typeof value === 'string' ? value : empty[name]];
      }),
    ) as V;
  } catch {
    return undefined;
  }
}

/** Saves the answers, or forgets the draft when nothing differs from the empty form. */
export function writeDraft<V extends Record<string, string>>(key: string, values: V, empty: V) {
  try {
    const untouched = Object.keys(empty).every((name) => values[name] === empty[name]);
    if (untouched) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // No storage: no draft.
  }
}

export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
