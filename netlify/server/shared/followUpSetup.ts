import { siteOriginOf } from './origin';
import { logAlert, logEvent } from './log';
import { followUpToken, type FollowUpKey } from './followUpToken';

/** Only for local runs: anyone can read it here, so Netlify never signs with it. */
const DEVELOPMENT_SECRET = 'hearthside-follow-up-development';
/** `npm run dev` (Vite's port); `npm run preview` sets `URL` to its own address. */
const LOCAL_ORIGIN = 'http://localhost:5173';

/**
 * How this deploy makes follow-up links: the key that signs them and the site they point at,
 * or what is missing, in which case staff emails go without the link rather than with a
 * guessable one.
 */
export type FollowUpSetup =
  | { key: FollowUpKey; origin: string; development: boolean }
  | { missing: 'FOLLOW_UP_SECRET' | 'SITE_URL'; production: boolean };

export function followUpSetup(env: NodeJS.ProcessEnv, deployContext?: string): FollowUpSetup {
  const onNetlify = Boolean(deployContext) && deployContext !== 'dev';
  const production = deployContext === 'production';
  const context = deployContext || 'local';
  const origin = siteOriginOf(env, onNetlify ? '' : LOCAL_ORIGIN);
  if (!origin) return { missing: 'SITE_URL', production };
  const secret = env.FOLLOW_UP_SECRET?.trim();
  if (secret) return { key: { secret, context }, origin, development: false };
  if (onNetlify) return { missing: 'FOLLOW_UP_SECRET', production };
  return { key: { secret: DEVELOPMENT_SECRET, context }, origin, development: true };
}

/** The key a request to the follow-up page is checked with: the one this deploy signs with. */
export function followUpKeyOf(setup: FollowUpSetup): FollowUpKey | undefined {
  return 'key' in setup ? setup.key : undefined;
}

/**
 * The "Called back?" link for a staff email, or none: a deploy without its secret sends the
 * email without the link (an alert in production) rather than with one anybody could make.
 */
export function followUpLink(setup: FollowUpSetup | undefined, submissionId: string) {
  if (!setup) return undefined;
  if ('missing' in setup) {
    if (setup.production) logAlert('follow-up-links-off', { missing: setup.missing });
    else logEvent('warn', 'follow-up-links-off', { missing: setup.missing });
    return undefined;
  }
  if (setup.development) {
    logEvent('warn', 'follow-up-development-secret', {
      note: 'FOLLOW_UP_SECRET is not set: links are signed with the development secret',
    });
  }
  return `${setup.origin}/follow-up/${followUpToken(setup.key, submissionId)}`;
}
