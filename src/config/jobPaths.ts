import { openingPath } from './paths';

/**
 * The page of each job open on the day of the build, in one language: in the sitemap and the
 * prerender, and served by the rewrites the build writes to `dist/_redirects` (openings change
 * without a developer, so netlify.toml cannot list them). Only a Vite build knows the day's list.
 */
export const jobPaths: readonly string[] = __OPEN_JOBS__.map(openingPath);
