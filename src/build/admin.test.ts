import { describe, expect, it } from 'vitest';
import { editorRepository } from './admin';

describe('the repository the content editor commits to', () => {
  it("comes from Netlify's build, in either of the forms it gives", () => {
    expect(editorRepository({ REPOSITORY_URL: 'https://github.com/hearthside/site' })).toBe(
      'hearthside/site',
    );
    expect(editorRepository({ REPOSITORY_URL: 'git@github.com:hearthside/site.git' })).toBe(
      'hearthside/site',
    );
  });

  it('can be set on its own, which wins', () => {
    expect(
      editorRepository({
        CMS_REPOSITORY: 'agency/website',
        REPOSITORY_URL: 'https://github.com/hearthside/site',
      }),
    ).toBe('agency/website');
  });

  it('is the checkout itself in a local build, which the editor opens as a folder', () => {
    expect(editorRepository({})).toMatch(/^local\/[^/]+$/);
  });
});
