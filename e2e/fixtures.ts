import { test as base, expect, type Page } from '@playwright/test';
import { placeById, placeIds, placePath, type PlaceId } from '#src/config/areas';
import { localizedPath, type Locale } from '#src/config/locales';
import { openingPath, pageKeys, paths, type PageKey } from '#src/config/paths';
import { officeDay } from '#src/config/today';
import { VISIT_ENDPOINT } from '#src/config/visits';
import { pages as spanish } from '#src/content/es/pages';
import { pages } from '#src/content/pages';
import type * as englishOpenings from '#src/content/openings';
import type { PlaceCopy } from '#src/content/places/placeCopy';

export { expect };

interface IndexablePage {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}

/** Each place's page in one language, its head and hero read from its copy module. */
const placePages = (folder: string, locale: Locale) =>
  Promise.all(
    placeIds.map(async (id): Promise<IndexablePage> => {
      const { place } = (await import(`../src/content/${folder}places/${id}.ts`)) as {
        place: PlaceCopy;
      };
      return {
        path: localizedPath(locale, placePath(id)),
        ...place.meta,
        heading: place.heading,
        intro: place.intro,
      };
    }),
  );

/**
 * Each job open on the build's day, in one language, its head and hero read from its words in
 * the openings file (the build takes the office's day as today: src/config/today.ts).
 */
const jobPages = async (folder: string, locale: Locale) => {
  const { openingsBlock, openingsCopy } = (await import(
    `../src/content/${folder}openings.ts`
  )) as typeof englishOpenings;
  const today = officeDay(new Date());
  return openingsBlock.openings
    .filter((opening) => opening.lastDay >= today)
    .map((opening): IndexablePage => ({
      path: localizedPath(locale, openingPath(opening.id)),
      title: openingsCopy.jobPage.metaTitle(opening.title, placeById(opening.place).name),
      description: opening.summary,
      heading: opening.title,
      intro: opening.summary,
    }));
};

/** Every page search engines may index, in English. */
export const indexablePages: IndexablePage[] = [
  ...pageKeys.map((key: PageKey) => ({ path: paths[key], ...pages[key] })),
  ...(await placePages('', 'en')),
  ...(await jobPages('', 'en')),
];

/** The same pages in Spanish, with the English page each one translates. */
export const spanishPages: (IndexablePage & { english: string })[] = [
  ...pageKeys.map((key: PageKey) => ({
    path: localizedPath('es', paths[key]),
    english: paths[key],
    ...spanish[key],
  })),
  ...(await placePages('es/', 'es')).map((page) => ({
    ...page,
    english: placePath(page.path.split('/').pop() as PlaceId),
  })),
  ...(await jobPages('es/', 'es')).map((page) => ({
    ...page,
    english: openingPath(page.path.split('/').pop() ?? ''),
  })),
];

/** The browser's own line for a failed load: an HTTP error answer or a blocked file. */
const FAILED_RESOURCE = /^Failed to load resource: /;

/**
 * Every test fails on a console error or an uncaught exception. A test that provokes an HTTP
 * error on purpose (a 404 page, a failing email service) sets `allowFailedResources`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowFailedResources: boolean;
  countVisits: boolean;
}>({
  allowFailedResources: [false, { option: true }],
  /**
   * Whether the page's visit beacons reach the function. Only the tests about the owner's
   * counts need them; elsewhere they are answered here, as the function answers them (204),
   * so a walk through forty pages does not wait on forty functions' runs.
   */
  countVisits: [false, { option: true }],
  context: async ({ context, countVisits }, provide) => {
    if (!countVisits) {
      await context.route(`**${VISIT_ENDPOINT}`, (route) => route.fulfill({ status: 204 }));
    }
    await provide(context);
  },
  consoleErrors: [
    async ({ page, allowFailedResources }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowFailedResources && FAILED_RESOURCE.test(message.text())) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the prerendered page. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The first of each kind among `items`, in their order: the one a costly check is run on. */
export function firstOfEachKind<T>(items: T[], kindOf: (item: T) => string): Set<T> {
  return new Set(
    items.filter(
      (item, index) => items.findIndex((other) => kindOf(other) === kindOf(item)) === index,
    ),
  );
}

export const mobile = { width: 375, height: 740 };
export const tablet = { width: 768, height: 1024 };
export const desktop = { width: 1280, height: 800 };

/** The element is on screen and not hidden under the sticky header. */
export async function expectClearOfHeader(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await target.boundingBox();
      return box!.y - (header!.y + header!.height);
    })
    .toBeGreaterThanOrEqual(0);
}

/**
 * Whether the browser tells assistive technology a button's panel is expanded, as read from
 * Chromium's accessibility tree: a popover's toggle has no aria-expanded attribute to read.
 */
export async function announcedExpanded(page: Page, buttonName: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => node.role?.value === 'button' && node.name?.value === buttonName,
    );
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
  } finally {
    await cdp.detach();
  }
}
