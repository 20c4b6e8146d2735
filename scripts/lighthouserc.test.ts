import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import photosFile from '#src/data/photos.json';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { localeCodes, localizedPath } from '#src/config/locales';
import { paths } from '#src/config/paths';

/**
 * The committed lighthouserc.cjs, judged by `lhci assert` itself on made-up reports: what passes,
 * what fails, and what a timing-report run (AUDIT_TIMING=report) only warns about.
 */
const config = resolve(import.meta.dirname, '../lighthouserc.cjs');
const origin = 'http://localhost:8951';

interface Report {
  path: string;
  performance?: number;
  accessibility?: number;
  cls?: number;
  bytes?: number;
  /** Of `bytes`, how many are pictures. */
  imageBytes?: number;
}

const lhr = ({
  path,
  performance = 1,
  accessibility = 1,
  cls = 0,
  bytes = 140 * 1024,
  imageBytes = 0,
}: Report) => {
  const url = `${origin}${path}`;
  const category = (score: number) => ({ score });
  return {
    requestedUrl: url,
    finalUrl: url,
    finalDisplayedUrl: url,
    categories: {
      performance: category(performance),
      accessibility: category(accessibility),
      'best-practices': category(1),
      seo: category(1),
    },
    audits: {
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 1, numericValue: cls },
      'total-byte-weight': { id: 'total-byte-weight', score: 1, numericValue: bytes },
      'resource-summary': {
        id: 'resource-summary',
        score: null,
        details: {
          type: 'table',
          items: [
            { resourceType: 'image', label: 'Image', requestCount: 1, transferSize: imageBytes },
          ],
        },
      },
    },
  };
};

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** This process's environment without the audit's own settings, which would change the marks. */
const quiet = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('AUDIT_')),
);

/**
 * `lhci assert` with the committed configuration over these runs: its exit code and words. With
 * `photos`, the configuration reads that photos file instead of the one in src/data/.
 */
function assertOn(reports: Report[], timing?: 'report', photos?: unknown) {
  folder = mkdtempSync(join(tmpdir(), 'lhci-'));
  mkdirSync(join(folder, '.lighthouseci'));
  let configFile = config;
  if (photos) {
    configFile = join(folder, 'lighthouserc.cjs');
    copyFileSync(config, configFile);
    mkdirSync(join(folder, 'src/data'), { recursive: true });
    writeFileSync(join(folder, 'src/data/photos.json'), JSON.stringify(photos));
  }
  reports.forEach((report, index) =>
    writeFileSync(join(folder!, '.lighthouseci', `lhr-${index}.json`), JSON.stringify(lhr(report))),
  );
  const lhci = resolve(import.meta.dirname, '../node_modules/@lhci/cli/src/cli.js');
  const run = spawnSync(process.execPath, [lhci, 'assert', `--config=${configFile}`], {
    cwd: folder,
    env: { ...quiet, ...(timing && { AUDIT_TIMING: timing }) },
    encoding: 'utf8',
  });
  return { code: run.status, said: stripVTControlCharacters(`${run.stdout}${run.stderr}`) };
}

describe('the Lighthouse CI configuration (lighthouserc.cjs)', () => {
  it('passes pages that meet every mark', () => {
    expect(assertOn([{ path: '/' }, { path: '/faq' }]).code).toBe(0);
  });

  it('fails a page below 100 for accessibility, or with any layout shift, and names it', () => {
    const { code, said } = assertOn([
      { path: '/faq', accessibility: 0.98 },
      { path: '/about', cls: 0.002 },
    ]);
    expect(code).toBe(1);
    expect(said).toMatch(/\/faq :\s+✘\s+categories\.accessibility failure/);
    expect(said).toMatch(/\/about :\s+✘\s+cumulative-layout-shift failure/);
  });

  it('holds the home page of every language, and no other page, to the transfer budget', () => {
    const heavy = 160 * 1024;
    const homes = localeCodes.map((locale) => localizedPath(locale, paths.home));
    for (const home of homes)
      expect(assertOn([{ path: home, bytes: heavy }]).code, `${home} over budget`).toBe(1);
    expect(assertOn([{ path: '/faq', bytes: heavy }]).code).toBe(0);
  });

  it('gives a photo staff put at the top of the home page a budget of its own, and only that', () => {
    const withHeroPhoto = structuredClone(photosFile);
    withHeroPhoto.en['home-hero'].image = '/images/uploads/porch.jpg';
    const photo = { path: '/', bytes: 145 * 1024 + 70 * 1024, imageBytes: 70 * 1024 };
    expect(assertOn([photo], undefined, withHeroPhoto).code).toBe(0);
    // Today's file has no hero photo: the same page is over the code's budget.
    expect(photosFile.en['home-hero'].image).toBe('');
    expect(assertOn([photo]).code).toBe(1);
    // A photo past its own budget fails, whatever room the code leaves.
    const huge = { path: '/', bytes: 130 * 1024 + 120 * 1024, imageBytes: 120 * 1024 };
    const { code, said } = assertOn([huge], undefined, withHeroPhoto);
    expect(code).toBe(1);
    expect(said).toMatch(/resource-summary\.image\.size failure/);
  });

  it('judges performance on the median of the runs, and only warns about it when timing is reported', () => {
    const slowThenFast = [0.7, 0.98, 0.96].map((performance) => ({ path: '/', performance }));
    expect(assertOn(slowThenFast).code).toBe(0);
    const slow = [0.7, 0.9, 0.96].map((performance) => ({ path: '/', performance }));
    expect(assertOn(slow).code).toBe(1);
    const warned = assertOn(slow, 'report');
    expect(warned.code).toBe(0);
    expect(warned.said).toContain('categories.performance');
  });
});
