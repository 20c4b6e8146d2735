import { logAlert, logEvent } from '../shared/log';

/**
 * How long Netlify's build hook may take to say it queued the build: a third of the 30 s a
 * scheduled function has, so a hook that hangs still ends in an alert, not a killed function.
 */
export const HOOK_ANSWER_MS = 10_000;

/**
 * Asks Netlify for a fresh build of the site through a build hook (`DAILY_BUILD_HOOK_URL`), so
 * that an opening past its last day leaves, and a dated notice comes and goes, on the day and
 * not at the next edit. Without a hook it says so once a day as an alert.
 */
export async function triggerDailyBuild(
  env: NodeJS.ProcessEnv,
  send: typeof fetch = fetch,
  answerWithinMs = HOOK_ANSWER_MS,
): Promise<{ triggered: boolean }> {
  const hook = env.DAILY_BUILD_HOOK_URL?.trim();
  if (!hook) {
    logAlert('daily-build-unset', { fix: 'set DAILY_BUILD_HOOK_URL to a Netlify build hook' });
    return { triggered: false };
  }
  try {
    const answer = await send(hook, {
      method: 'POST',
      signal: AbortSignal.timeout(answerWithinMs),
    });
    if (!answer.ok) {
      logAlert('daily-build-refused', { status: answer.status });
      return { triggered: false };
    }
    logEvent('info', 'daily-build-queued');
    return { triggered: true };
  } catch (error) {
    logAlert('daily-build-unreachable', { error: String(error) });
    return { triggered: false };
  }
}
