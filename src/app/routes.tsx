import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { placeIds, placePath, type PlaceId } from '../config/areas';
import { defaultLocale } from '../config/locales';
import {
  confirmationPaths,
  openingPath,
  pageKeys,
  paths,
  type ConfirmationKey,
} from '../config/paths';
import { locale } from '../content/locale';
import { notFoundPage, pages } from '../content/pages';
import type { PlaceCopy } from '../content/places/placeCopy';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import type { RouteHandle } from '../seo/routeHead';
import { formConfirmationPages, type FormPageKind } from '../forms/formPages';
import { forms, type FormName } from '../forms/registry';
import { loadShownForm, pageModules } from './pageModules';

/** One page of the site: where it lives, what its head says, and how its code arrives. */
export interface AppRoute {
  /** A path, or `*` for the not-found page. */
  path: string;
  handle: RouteHandle;
  /** Loads the page's own chunk; absent for the not-found page, which ships with the app. */
  load?: () => Promise<{ Component: ComponentType }>;
  Component?: ComponentType;
}

const pageRoutes: AppRoute[] = pageKeys.map((key) => ({
  path: paths[key],
  load: pageModules[key].load,
  handle: {
    meta: pages[key],
    canonicalPath: paths[key],
    // From the page's own module, so its data travels with that page's chunk.
    jsonLd: async () => (await pageModules[key].load()).structuredData?.() ?? [],
    modules: [pageModules[key].file],
  },
}));

const confirmationPage = 'src/pages/confirmation/ConfirmationPage.tsx';
const confirmationModule = () => import('../pages/confirmation/ConfirmationPage');

/** Lazy like the pages, head included: its words travel with it, not with every page. */
function confirmationRoute(key: ConfirmationKey): AppRoute {
  return {
    path: confirmationPaths[key],
    load: async () => {
      const { ConfirmationPage } = await confirmationModule();
      return { Component: () => <ConfirmationPage page={key} /> };
    },
    handle: {
      meta: async () => (await confirmationModule()).confirmationHead(key),
      modules: [confirmationPage],
    },
  };
}

/**
 * A form's own page takes the form's words, head included, and fields from the module of the
 * page that shows the form: from any other chunk, the bundler would split them off that page's
 * own, one more request on the form's page.
 */
function formConfirmationRoute(name: FormName, kind: FormPageKind, path: string): AppRoute {
  const { shownOn } = forms[name];
  const formPage = pageModules[shownOn];
  const shown = () => loadShownForm(name);
  return {
    path,
    load: async () => {
      const [{ FormConfirmationPage }, form] = await Promise.all([confirmationModule(), shown()]);
      return {
        Component: () => <FormConfirmationPage form={form} kind={kind} shownOn={shownOn} />,
      };
    },
    handle: {
      meta: async () => {
        const [{ formPageHead }, form] = await Promise.all([confirmationModule(), shown()]);
        return formPageHead(form, kind, shownOn);
      },
      modules: [confirmationPage, formPage.file],
    },
  };
}

const confirmationRoutes = [
  ...(Object.keys(confirmationPaths) as ConfirmationKey[]).map(confirmationRoute),
  ...formConfirmationPages.map(({ form, kind, path }) => formConfirmationRoute(form, kind, path)),
];

const placeCopies = import.meta.glob<{ place: PlaceCopy }>([
  '../content/places/*.ts',
  '!../content/places/placeCopy.ts',
  '!../content/places/*.test.ts',
]);

/** The source of a place's words in this build's language, as Vite's manifest names it. */
const placeCopyFile = (id: PlaceId) =>
  `src/content/${locale === defaultLocale ? '' : `${locale}/`}places/${id}.ts`;

/**
 * A place's page: one component for every place, and the place's own words in a chunk of their
 * own, so a visitor to one town's page downloads that town's words only.
 */
function placeRoute(id: PlaceId): AppRoute {
  const importCopy = placeCopies[`../content/places/${id}.ts`];
  if (!importCopy) throw new Error(`The place "${id}" has no words at src/content/places/${id}.ts`);
  const copy = async () => (await importCopy()).place;
  return {
    path: placePath(id),
    load: async () => {
      const [{ PlacePage }, place] = await Promise.all([
        import('../pages/place/PlacePage'),
        copy(),
      ]);
      return { Component: () => <PlacePage id={id} copy={place} /> };
    },
    handle: {
      meta: async () => (await copy()).meta,
      canonicalPath: placePath(id),
      modules: ['src/pages/place/PlacePage.tsx', placeCopyFile(id)],
    },
  };
}

const placeRoutes = placeIds.map(placeRoute);

/**
 * An open job's page. Only its id is in every page's code; its words, head and `JobPosting` (the
 * only one on the site: Google wants job markup on the job's own page, never on a list) load
 * with its own chunk.
 */
function jobRoute(id: string): AppRoute {
  const page = () => import('../pages/job/jobPageOf');
  return {
    path: openingPath(id),
    load: async () => ({ Component: (await page()).jobPageOf(id) }),
    handle: {
      meta: async () => (await page()).jobMeta(id),
      canonicalPath: openingPath(id),
      jsonLd: async () => [(await page()).jobStructuredData(id)],
      modules: ['src/pages/job/jobPageOf.tsx'],
    },
  };
}

/** Only the jobs open on the day of the build have a page: an expired one answers 404. */
const jobRoutes = __OPEN_JOBS__.map(jobRoute);

const notFoundRoute: AppRoute = {
  path: '*',
  Component: NotFoundPage,
  handle: { meta: notFoundPage },
};

export const appRoutes: AppRoute[] = [
  ...pageRoutes,
  ...placeRoutes,
  ...jobRoutes,
  ...confirmationRoutes,
  notFoundRoute,
];

/** The route for a path: a page, a confirmation page, or the not-found page. */
export function routeFor(pathname: string, table: AppRoute[] = appRoutes): AppRoute {
  return (
    table.find((route) => route.path !== '*' && matchPath({ path: route.path }, pathname)) ??
    table.find((route) => route.path === '*') ??
    notFoundRoute
  );
}
