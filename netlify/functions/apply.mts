import type { Config } from '@netlify/functions';
import { formFunction } from '../server/intake/formFunction';

/** POST /api/apply: a caregiver application, emailed to the careers inbox. */
export default formFunction('apply');

// No `method` here: Netlify would send other methods to a 404 page instead of our 405.
export const config: Config = {
  path: '/api/apply',
  rateLimit: {
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
    // A page that says to wait, never bare JSON. A literal: Netlify reads this config unrun.
    action: 'rewrite',
    to: '/too-many-tries',
  },
};
