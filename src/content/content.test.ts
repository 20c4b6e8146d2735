import { describe, expect, it } from 'vitest';
import { pageKeys, paths } from '../config/paths';
import { business } from './business';
import { copyrightLine } from './businessCopy';
import { mainNav } from './navigation';
import { notFoundPage, pages } from './pages';
import { localResources } from '../config/localResources';
import { collectFactsToCheck, collectSamples } from './launchCheck';
import { sample } from './sample';
import { sourced } from './sourced';

describe('business facts', () => {
  it('dials the same number it shows', () => {
    const shown = business.phone.display.replace(/\D/g, '');
    expect(business.phone.href).toBe(`tel:+1${shown}`);
  });

  it('states the Georgia license in the copyright line', () => {
    expect(copyrightLine(2031)).toBe(
      '© 2031 Hearthside Senior Care. Licensed and insured in Georgia.',
    );
  });
});

describe('sample content', () => {
  it('is found wherever it sits, with where and what to replace it with', () => {
    const found = collectSamples({
      page: { quotes: [{ text: 'real' }, sample({ text: 'invented' }, 'a real review')] },
    });
    expect(found).toEqual([{ where: 'page.quotes[1]', replaceWith: 'a real review' }]);
  });

  it('includes the founder until the real name is in place', () => {
    expect(collectSamples({ business }).map((item) => item.where)).toContain('business.founder');
  });
});

describe('facts about real places', () => {
  it('are listed with their source until someone checks them and unwraps them', () => {
    const found = collectFactsToCheck({
      nearby: { checked: { name: 'A' }, unchecked: sourced({ name: 'B' }, 'https://b.example') },
    });
    expect(found).toEqual([
      { where: 'nearby.unchecked', value: { name: 'B' }, source: 'https://b.example' },
    ]);
  });

  it('dial the numbers they show', () => {
    for (const { value } of Object.values(localResources)) {
      if ('phone' in value)
        expect(value.phone.href).toBe(`tel:+1${value.phone.display.replace(/\D/g, '').slice(-10)}`);
    }
  });
});

describe('pages', () => {
  it('gives every page a title of at most 60 and a description of at most 160 characters', () => {
    for (const key of pageKeys) {
      expect(pages[key].title.length, key).toBeLessThanOrEqual(60);
      expect(pages[key].description.length, key).toBeLessThanOrEqual(160);
    }
    expect(new Set(pageKeys.map((key) => pages[key].title)).size).toBe(pageKeys.length);
    expect(notFoundPage.noindex).toBe(true);
  });

  it('links the main navigation to real pages only', () => {
    const known = new Set<string>(Object.values(paths));
    for (const item of mainNav) expect(known.has(item.to), item.to).toBe(true);
  });
});
