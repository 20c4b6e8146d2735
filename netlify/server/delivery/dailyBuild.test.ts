import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOOK_ANSWER_MS, triggerDailyBuild } from './dailyBuild';

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

  it('gives up on a hook that takes the request and never answers, well inside the 30 s a scheduled function has', async () => {
    const alerts = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: IncomingMessage[] = [];
    // A server that reads the post and never answers it.
    const hanging = createServer((request) => received.push(request));
    await new Promise<void>((listening) => hanging.listen(0, '127.0.0.1', listening));
    const { port } = hanging.address() as AddressInfo;
    try {
      const started = performance.now();
      const result = await triggerDailyBuild(
        { DAILY_BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc123` },
        fetch,
        300,
      );
      const waited = performance.now() - started;
      expect(result).toEqual({ triggered: false });
      expect(received.map((request) => request.method)).toEqual(['POST']);
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(5_000);
      expect(
        alerts.mock.calls.some(([line]) => String(line).includes('daily-build-unreachable')),
      ).toBe(true);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
    expect(HOOK_ANSWER_MS).toBeLessThanOrEqual(30_000 / 3);
  });
});
