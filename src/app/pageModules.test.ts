import { describe, expect, it } from 'vitest';
import { pageKeys } from '../config/paths';
import { pageModules } from './pageModules';

describe('page modules', () => {
  for (const key of pageKeys) {
    it(`${key}: loads the component of the file the prerender preloads`, async () => {
      const { file, load } = pageModules[key];
      expect(file).toMatch(new RegExp(`^src/pages/${key}/\\w+Page\\.tsx$`));
      const { Component } = await load();
      expect(Component).toBeTypeOf('function');
      expect(Component.name).toBe(file.split('/').pop()?.replace('.tsx', ''));
    });
  }
});
