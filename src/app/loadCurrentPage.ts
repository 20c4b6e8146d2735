import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match the current URL, in place, before the app hydrates (the
 * prerendered HTML preloads their chunks). Otherwise the first render would not match the
 * markup and the page would render a second time.
 */
export async function loadCurrentPage(
  table: RouteObject[],
  location: string | Partial<Location> = window.location,
) {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
