import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyHeadTags } from '../seo/headTags';
import { routeHead } from '../seo/routeHead';

/** Keeps title, description, canonical and social tags in step with client-side navigation. */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    applyHeadTags(document, routeHead(matches));
    // Matches change identity on every render; the page only changes with the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
