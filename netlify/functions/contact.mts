import type { Config } from '@netlify/functions';
import { formFunction } from '../server/intake/formFunction';

/** POST /api/contact: a family's care request, emailed to the care inbox. */
export default formFunction('contact');

// No `method` here: Netlify would send other methods to a 404 page instead of our 405.
export const config: Config = {
  path: '/api/contact',
  rateLimit: {
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
    // A page that says to wait, never bare JSON. A literal: Netlify reads this config unrun.
    action: 'rewrite',
    to: '/too-many-tries',
  },
};
