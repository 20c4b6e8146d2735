import { describe, expect, it } from 'vitest';
import { pageKeys } from '../config/paths';
import { pageModules } from './pageModules';

describe('page modules', () => {
  for (const key of pageKeys) {
    it(`${key}: names the file it loads, and loads a component`, async () => {
      const { file, load } = pageModules[key];
      expect(load.toString()).toContain(
        file.replace(/^src\/app\/|^src\//, '').replace(/\.tsx$/, ''),
      );
      const { Component } = await load();
      expect(Component).toBeTypeOf('function');
    });
  }
});
