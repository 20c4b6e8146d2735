import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Reply = { id?: number; result?: unknown; error?: { message: string } };

/** Longer than any command here takes: past it, a live Chromium that does not answer fails it. */
const ANSWER_MS = 60_000;
/** How long Chromium has to close itself once asked to before it is killed. */
const CLOSE_MS = 5_000;

/** One page of a fresh browser context: commands to it, and expressions evaluated in it. */
export interface PipePage {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  evaluate<T>(expression: string): Promise<T>;
}

/**
 * Headless Chromium driven over its DevTools pipe, asking for nothing it is not told to.
 * Playwright enables the network and runtime domains on every page and injects its own
 * 300 KB script, and those cost the page's main thread: stack traces for every request,
 * parsed again for their line numbers, added 30-40 ms to the tasks a long-task check measures.
 */
export class CdpPipe {
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private buffered = '';
  private readonly input: Writable;
  /** Why the browser is gone, once it is: every command after that fails at once. */
  private gone: Error | undefined;

  private constructor(
    private readonly chrome: ChildProcess,
    private readonly profile: string,
  ) {
    const [, , , input, output] = chrome.stdio as [unknown, unknown, unknown, Writable, Readable];
    this.input = input;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => this.receive(chunk));
    output.on('error', (error) => this.fail(`Chromium's pipe closed: ${error.message}`));
    // A crashed or killed Chromium answers nothing: fail what waits instead of hanging for ever.
    chrome.once('exit', (code, signal) => this.fail(`Chromium exited (${signal ?? code})`));
    chrome.once('error', (error) => this.fail(`Chromium could not run: ${error.message}`));
    input.on('error', (error) => this.fail(`Chromium's pipe closed: ${error.message}`));
  }

  private fail(reason: string) {
    this.gone ??= new Error(reason);
    for (const id of this.waiting.keys())
      this.settle({ id, error: { message: this.gone.message } });
  }

  private settle(reply: Reply & { id: number }) {
    const settle = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    settle?.(reply);
  }

  static async launch(chromePath: string, flags: string[] = []): Promise<CdpPipe> {
    const profile = await mkdtemp(join(tmpdir(), 'cdp-pipe-'));
    const chrome = spawn(
      chromePath,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--remote-debugging-pipe',
        `--user-data-dir=${profile}`,
        ...flags,
      ],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C or a time limit (`timeout`) signals the whole group of the
        // command, and Chromium, which closes itself on SIGTERM, SIGINT or SIGHUP, would exit under
        // a page still loading. The command stops it (close); if the command dies first, the pipe
        // closes and Chromium exits by itself.
        detached: true,
      },
    );
    return new CdpPipe(chrome, profile);
  }

  /** Sends one command, to the browser or, with `sessionId`, to a page it is attached to. */
  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    if (this.gone) return Promise.reject(new Error(`${method}: ${this.gone.message}`));
    return new Promise((resolve, reject) => {
      const unanswered = setTimeout(
        () => this.settle({ id, error: { message: `no answer in ${ANSWER_MS / 1000} s` } }),
        ANSWER_MS,
      );
      this.waiting.set(id, (reply) => {
        clearTimeout(unanswered);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result as T);
      });
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /**
   * Runs `work` on a blank page in a browser context of its own (a cold cache, no cookies), and
   * disposes of the context afterwards. When the work fails, its own error is the one thrown: the
   * command that failed says where, and a browser that is gone has no context left to dispose of.
   */
  async withFreshPage<T>(work: (page: PipePage) => Promise<T>): Promise<T> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
    );
    let failed = false;
    try {
      const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const send = <T>(method: string, params: object = {}) =>
        this.send<T>(method, params, sessionId);
      const evaluate = async <T>(expression: string) =>
        (
          await send<{ result: { value: T } }>('Runtime.evaluate', {
            expression,
            returnByValue: true,
          })
        ).result.value;
      return await work({ send, evaluate });
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (!this.gone) {
        const disposed = this.send('Target.disposeBrowserContext', { browserContextId });
        await (failed ? disposed.catch(() => undefined) : disposed);
      }
    }
  }

  /** Stops Chromium (killing it if it has not closed within 5 s) and removes its profile. */
  async close() {
    if (this.chrome.exitCode === null && this.chrome.signalCode === null) {
      const exited = new Promise((resolve) => this.chrome.once('exit', resolve));
      this.chrome.kill();
      const stuck = setTimeout(() => this.chrome.kill('SIGKILL'), CLOSE_MS);
      await exited;
      clearTimeout(stuck);
    }
    await rm(this.profile, { recursive: true, force: true });
  }

  private receive(chunk: string) {
    const messages = (this.buffered + chunk).split('\0');
    this.buffered = messages.pop() ?? '';
    for (const message of messages) {
      const reply = JSON.parse(message) as Reply;
      if (reply.id !== undefined) this.settle({ ...reply, id: reply.id });
    }
  }
}
