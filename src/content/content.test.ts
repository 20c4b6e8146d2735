import { describe, expect, it } from 'vitest';
import { pageKeys, paths } from '../config/paths';
import { business } from './business';
import { copyrightLine } from './businessCopy';
import { mainNav } from './navigation';
import { notFoundPage, pages } from './pages';
import { hospital, localResource } from '../config/localResources';
import { paymentProgram } from '../config/paymentPrograms';
import paymentPrograms from '../data/payment-programs.json';
import localFacts from '../data/local-facts.json';
import { telHref } from '../lib/telHref';
import { collectFactsToCheck } from './launchCheck';
import { sourced } from '../config/sourced';

describe('business facts', () => {
  it('dials the same number it shows', () => {
    const shown = business.phone.display.replace(/\D/g, '');
    expect(business.phone.href).toBe(`tel:+1${shown}`);
  });

  it('states the Georgia license in the copyright line, while the owner says it holds', () => {
    // The name and the claim as staff keep them in business.json.
    const line = copyrightLine(2031);
    expect(line.startsWith(`© 2031 ${business.name}.`)).toBe(true);
    if (business.claims.licensedAndInsured.holds) expect(line).toContain(business.licenseState);
    else expect(line).toBe(`© 2031 ${business.name}.`);
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
    const all = [
      ...localFacts.hospitals.map(({ id }) => hospital(id)),
      ...localFacts.resources.map(({ id }) => localResource(id)),
      ...paymentPrograms.programs.map(({ id }) => paymentProgram(id)),
    ];
    const phones = all.flatMap((fact) => (fact.phone ? [fact.phone] : []));
    expect(phones.length).toBeGreaterThan(3);
    for (const phone of phones) expect(telHref(phone)).toMatch(/^tel:\+1[2-9]\d{2}[2-9]\d{6}$/);
    expect(telHref('1-800-827-1000')).toBe('tel:+18008271000');
  });

  it('stop the build when a page names one the file does not have', () => {
    expect(() => hospital('st-nowhere')).toThrow(
      'No hospital "st-nowhere" in src/data/local-facts.json',
    );
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
