import { createElement, use, type ReactElement } from 'react';
import type { AppRoute } from './routes';

/**
 * A page's element, once its chunk has arrived. `status` and `value` are the fields React's
 * `use()` reads to return a settled promise's value at once instead of suspending.
 */
type PagePromise = Promise<ReactElement> & { status?: 'fulfilled'; value?: ReactElement };

/** One promise per route, kept: pages take no props, so one element serves every render. */
const pages = new Map<AppRoute, PagePromise>();

/**
 * Loads a route's page once. Before hydrating, the app awaits the current page's, so its first
 * render matches the prerendered markup without suspending; later pages load as they are opened.
 */
export function loadPage(route: AppRoute): Promise<ReactElement> {
  let promise = pages.get(route);
  if (!promise) {
    const component = route.Component
      ? Promise.resolve(route.Component)
      : (route.load?.().then(({ Component }) => Component) ??
        Promise.reject(new Error(`${route.path} has no page`)));
    const loading: PagePromise = component.then((Component) => {
      const element = createElement(Component);
      loading.status = 'fulfilled';
      loading.value = element;
      return element;
    });
    pages.set(route, loading);
    promise = loading;
  }
  return promise;
}

/**
 * The route's page, or a suspension until its chunk has arrived. React Router wraps each
 * navigation in a transition, so the page being left stays on screen meanwhile.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  return use(loadPage(route));
}
