import { constants } from 'node:os';

/** Signals that ask a command to stop: Ctrl-C, a time limit (`timeout`), a closed terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** How long everything started has, together, to stop before the command exits anyway. */
const STOP_MS = 15_000;

/**
 * Ends a long command that starts servers and browsers, whichever way it ends: at its end, on an
 * error, or on SIGINT, SIGTERM or SIGHUP. Everything it registered is stopped first, and a failure
 * is one line saying what the command was doing, not a stack trace.
 *
 * The signals need a handler of our own: Playwright, once it has launched a browser, handles
 * SIGTERM and SIGHUP by closing that browser and nothing else, so the command carried on without
 * its browsers instead of stopping.
 */
export class Stopper {
  private readonly stops = new Set<() => unknown>();
  /** What the command is doing now, for the line that says where it stopped. */
  doing = 'starting';

  constructor(private readonly name: string) {}

  /** Registers `stop` for the end; returns a function that runs it now instead. */
  add(stop: () => unknown): () => Promise<void> {
    this.stops.add(stop);
    return async () => {
      if (this.stops.delete(stop)) await stop();
    };
  }

  /** Runs every registered stop, side by side, for at most 15 s. */
  private async stopAll() {
    const stops = [...this.stops];
    this.stops.clear();
    let late: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(stops.map(async (stop) => stop())),
      new Promise((resolve) => (late = setTimeout(resolve, STOP_MS))),
    ]);
    clearTimeout(late);
  }

  /**
   * Runs `main` and exits with its code. On a stop signal, or an error, prints one line, stops
   * what was started and exits non-zero: 2 for an error (1 is the command's own failing verdict),
   * 128 + the signal's number for a signal, as a shell reports it.
   */
  async run(main: () => Promise<number>): Promise<never> {
    let stopping = false;
    const stopped = new Promise<number>((resolve) => {
      // Kept for the whole run: a second signal (npm passes on the one the group already had)
      // must not end the command halfway through stopping what it started.
      for (const signal of STOP_SIGNALS)
        process.on(signal, () => {
          if (stopping) return;
          stopping = true;
          console.error(`\n${this.name} stopped by ${signal} while ${this.doing}: no verdict.`);
          resolve(128 + constants.signals[signal]);
        });
    });
    // Once stopping, what the stopped browsers and servers make fail is no news.
    const ended = main().catch((error: unknown) => {
      if (stopping) return 1;
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`\n${this.name} could not finish while ${this.doing}: ${reason}`);
      return 2;
    });
    const code = await Promise.race([ended, stopped]);
    await this.stopAll();
    process.exit(code);
  }
}
