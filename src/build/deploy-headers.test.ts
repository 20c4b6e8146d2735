import { describe, expect, it } from 'vitest';
import { deployHeaders } from './deploy-headers';

describe('what a deploy tells search engines', () => {
  it('marks every page of a deploy preview and a branch deploy noindex', () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(deployHeaders(context)).toBe('/*\n  X-Robots-Tag: noindex\n');
    }
  });

  it('leaves production, and a local build, indexable', () => {
    for (const context of ['production', 'dev', undefined]) {
      expect(deployHeaders(context)).toBeUndefined();
    }
  });
});
