import { useEffect } from 'react';
import { applyHeadTags } from '../seo/headTags';
import { routeHead, type RouteHandle } from '../seo/routeHead';

/** Keeps title, description, canonical and social tags in step with client-side navigation. */
export function DocumentHead({ handle }: { handle: RouteHandle }) {
  useEffect(() => {
    let current = true;
    void routeHead(handle).then((tags) => {
      // A page left before its structured data arrived must not overwrite the next one's head.
      if (current) applyHeadTags(document, tags);
    });
    return () => {
      current = false;
    };
  }, [handle]);
  return null;
}
