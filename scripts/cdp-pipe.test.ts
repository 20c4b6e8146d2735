import { describe, expect, it } from 'vitest';
import { CdpPipe } from './cdp-pipe';

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
});
