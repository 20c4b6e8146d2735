import { describe, expect, it } from 'vitest';
import { CdpPipe } from './cdp-pipe';
import { systemChromium } from './chromium';

const chromium = systemChromium();
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the DevTools pipe', () => {
  it('fails what waits, and what is sent after, when the browser exits', async () => {
    // A "browser" that exits at once without answering: what a crash looks like from here.
    const pipe = await CdpPipe.launch(process.execPath, []);
    await expect(pipe.send('Browser.getVersion')).rejects.toThrow(
      /exited|could not run|pipe closed/,
    );
    await expect(pipe.send('Browser.getVersion')).rejects.toThrow(
      /exited|could not run|pipe closed/,
    );
    await pipe.close();
  });

  it.skipIf(!chromium)(
    "says which of the page's commands failed when Chromium closes under it",
    async () => {
      const pipe = await CdpPipe.launch(chromium!);
      try {
        const loads = pipe.withFreshPage(async (page) => {
          await page.evaluate('1');
          // Chromium closing itself, as it does on SIGTERM, SIGINT or SIGHUP: it exits with 0.
          await pipe.send('Browser.close');
          while (await pipe.send('Browser.getVersion').then(Boolean, () => false)) await pause();
          return page.evaluate('document.readyState');
        });
        await expect(loads).rejects.toThrow(/^Runtime\.evaluate: Chromium('s pipe closed| exited)/);
      } finally {
        await pipe.close();
      }
    },
    30_000,
  );
});
