import { afterEach, describe, expect, it, vi } from 'vitest';
import { triggerDailyBuild } from './dailyBuild';

const hook = 'https://api.netlify.com/build_hooks/abc123';

describe('the daily build', () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts once to Netlify's build hook", async () => {
    const send = vi.fn(async () => new Response('', { status: 200 }));
    expect(await triggerDailyBuild({ DAILY_BUILD_HOOK_URL: hook }, send)).toEqual({
      triggered: true,
    });
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(hook, expect.objectContaining({ method: 'POST' }));
  });

  it('raises an alert, and never throws, when no hook is set, the hook refuses or never answers', async () => {
    const alerts = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await triggerDailyBuild({})).toEqual({ triggered: false });
    expect(
      await triggerDailyBuild(
        { DAILY_BUILD_HOOK_URL: hook },
        async () => new Response('', { status: 404 }),
      ),
    ).toEqual({ triggered: false });
    expect(
      await triggerDailyBuild({ DAILY_BUILD_HOOK_URL: hook }, async () => {
        throw new TypeError('fetch failed');
      }),
    ).toEqual({ triggered: false });
    const events = alerts.mock.calls.map(([line]) => String(line));
    expect(events.some((line) => line.includes('daily-build-unset'))).toBe(true);
    expect(events.some((line) => line.includes('daily-build-refused'))).toBe(true);
    expect(events.some((line) => line.includes('daily-build-unreachable'))).toBe(true);
  });
});
