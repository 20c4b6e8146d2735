import { useEffect } from 'react';
import { applyHeadTags } from '../seo/headTags';
import { routeHead, type RouteHandle } from '../seo/routeHead';

/** Keeps title, description, canonical and social tags in step with client-side navigation. */
export function DocumentHead({ handle }: { handle: RouteHandle }) {
  useEffect(() => applyHeadTags(document, routeHead(handle)), [handle]);
  return null;
}
