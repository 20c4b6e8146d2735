import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_LIFETIME_MS, forgetDraft, hasDraft, readDraft, writeDraft } from './draft';

const KEY = 'test:draft';
const empty = { name: '', state: 'GA' };

afterEach(() => sessionStorage.clear());

describe('a draft in the browser tab', () => {
  it('comes back as it was written, and not once the form is back to empty', () => {
    writeDraft(KEY, { name: 'Maria', state: 'AL' }, empty, 1_000);
    expect(readDraft(KEY, empty, 2_000)).toEqual({ name: 'Maria', state: 'AL' });
    writeDraft(KEY, empty, empty, 3_000);
    expect(hasDraft(KEY, empty)).toBe(false);
  });

  it('is gone after 24 hours, and forgotten so no one else sees it', () => {
    writeDraft(KEY, { name: 'Maria', state: 'GA' }, empty, 0);
    expect(readDraft(KEY, empty, DRAFT_LIFETIME_MS)).toEqual({ name: 'Maria', state: 'GA' });
    expect(readDraft(KEY, empty, DRAFT_LIFETIME_MS + 1)).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('drops a draft in the old shape, without a time, rather than keep it for ever', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ name: 'Maria', state: 'GA' }));
    expect(readDraft(KEY, empty)).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten on request', () => {
    writeDraft(KEY, { name: 'Maria', state: 'GA' }, empty);
    forgetDraft(KEY);
    expect(hasDraft(KEY, empty)).toBe(false);
  });
});
