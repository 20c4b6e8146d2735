import { createElement, use, type ReactElement } from 'react';
import type { AppRoute } from './routes';

/** Each page's element, made once: pages take no props, so one element serves every render. */
const loaded = new Map<AppRoute, ReactElement>();
const loading = new Map<AppRoute, Promise<ReactElement>>();

/**
 * Loads a route's page once. Before hydrating, the app awaits the current page's, so its first
 * render matches the prerendered markup without suspending; later pages load as they are opened.
 */
export function loadPage(route: AppRoute): Promise<ReactElement> {
  const ready = loaded.get(route);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(route);
  if (!promise) {
    const component = route.Component
      ? Promise.resolve(route.Component)
      : (route.load?.().then(({ Component }) => Component) ??
        Promise.reject(new Error(`${route.path} has no page`)));
    promise = component.then((Component) => {
      const element = createElement(Component);
      loaded.set(route, element);
      return element;
    });
    loading.set(route, promise);
  }
  return promise;
}

/**
 * The route's page, or a suspension until its chunk has arrived. React Router wraps each
 * navigation in a transition, so the page being left stays on screen meanwhile.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  return loaded.get(route) ?? use(loadPage(route));
}
