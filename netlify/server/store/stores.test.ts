import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStores, storeName } from './stores';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the stores of a deploy context', () => {
  it('names one Blobs store per deploy context', () => {
    expect(storeName('production')).toBe('submissions-production');
    expect(storeName('deploy-preview')).toBe('submissions-deploy-preview');
    expect(storeName('')).toBe('submissions-local');
    expect(storeName(undefined)).toBe('submissions-local');
  });

  it('opens none without a Blobs connection (a plain script), rather than fail at the first call', () => {
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    expect(openStores('production')).toBeUndefined();
  });
});
