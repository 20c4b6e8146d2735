import type { Config } from '@netlify/functions';
import { formFunction } from '../server/formFunction';

/**
 * POST /api/<form>: every form of the registry (src/forms/registry.ts), each emailed to its own
 * inbox. A name the registry lacks answers 404.
 */
export default formFunction;

// No `method` here: Netlify would send other methods to a 404 page instead of our 405.
export const config: Config = {
  path: '/api/:form',
  // Literals, as everything here: Netlify reads this config unrun. The site's other functions
  // under /api; scripts/form-contract.test.ts fails if one is answered here.
  excludedPath: ['/api/phone-tap', '/api/postmark-webhook', '/api/status', '/api/visit'],
  rateLimit: {
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
    // A page that says to wait, never bare JSON.
    action: 'rewrite',
    to: '/too-many-tries',
  },
};
