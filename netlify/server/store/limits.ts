import type { KeyValue } from './keyValue';
import { dayOf, dropper, hourOf, keys, keysAfter } from './keys';

/**
 * Budgets, once-marks and flags: what lets a flood, a replay or a failing mailbox cost a
 * bounded amount. Every claim is a key written only if new, so callers at once never take
 * more than the limit between them.
 */
export interface LimitsStore {
  /**
   * Takes one of `limit` slots of a budget for the clock hour of `at`: the slot's key (given
   * back with `drop`), or `false` when all are taken; always `true`, with no call, for a
   * budget lifted to `Infinity`. Each slot is a key written only if new, so posts that arrive
   * together never take more than `limit` between them.
   */
  takeSlot(
    at: Date,
    scope: string,
    limit: number,
    period?: 'hour' | 'day',
  ): Promise<string | boolean>;
  /** True for the first caller of the hour only, so an alarm is raised once an hour. */
  firstInHour(at: Date, name: string): Promise<boolean>;
  /** Budget keys of hours before `before`'s, and of days before its day. */
  oldBudgets(before: Date): Promise<string[]>;
  /**
   * True when nothing under `scope` was marked in the `windowMs` before `at`; it is then marked
   * at `at`'s hour. Each mark is a key that names its hour, written only if new: posts at once
   * get one `true` between them, and old marks are found by their names alone.
   */
  onceIn(scope: string, at: Date, windowMs: number): Promise<boolean>;
  /** Marks (see `onceIn`) that no longer count at `before` minus the window: its hour or older. */
  oldMarks(before: Date): Promise<string[]>;
  /** A named flag's value (a time until which it holds), or `undefined` when never raised. */
  flag(name: string): Promise<string | undefined>;
  raiseFlag(name: string, until: string): Promise<void>;
  /** Deletes a key this store gave: a slot given back, an old budget or an old mark. */
  drop(key: string): Promise<void>;
}

export function limitsStore(kv: KeyValue): LimitsStore {
  const { budget: BUDGET, dayBudget: DAY_BUDGET, once: ONCE, flag: FLAG } = keys;
  return {
    async takeSlot(at, scope, limit, period = 'hour') {
      if (limit === Infinity) return true;
      const prefix =
        period === 'hour'
          ? `${BUDGET}${hourOf(at)}/${scope}/`
          : `${DAY_BUDGET}${dayOf(at)}/${scope}/`;
      // The listing says where the free slots start; the write decides who gets one.
      for (let slot = (await kv.list(prefix)).length; slot < limit; slot++) {
        const key = `${prefix}${slot}`;
        if ((await kv.set(key, '', { onlyIfNew: true })) !== undefined) return key;
      }
      return false;
    },
    async firstInHour(at, name) {
      const key = `${BUDGET}${hourOf(at)}/${keys.alerted}/${name}`;
      return (await kv.set(key, '', { onlyIfNew: true })) !== undefined;
    },
    async oldBudgets(before) {
      const older = async (prefix: string, period: string) =>
        (await kv.list(prefix)).filter(
          (key) => (key.slice(prefix.length).split('/')[0] ?? '') < period,
        );
      return [
        ...(await older(BUDGET, hourOf(before))),
        ...(await older(DAY_BUDGET, dayOf(before))),
      ];
    },
    async onceIn(scope, at, windowMs) {
      const prefix = `${ONCE}${scope}/`;
      const since = hourOf(new Date(at.getTime() - windowMs));
      const marks = await keysAfter(kv, prefix);
      if (marks.some((hour) => hour > since)) return false;
      return (await kv.set(prefix + hourOf(at), '', { onlyIfNew: true })) !== undefined;
    },
    async oldMarks(before) {
      const hour = hourOf(before);
      return (await kv.list(ONCE)).filter((key) => (key.split('/').pop() ?? '') <= hour);
    },
    async flag(name) {
      const until = (await kv.get(FLAG + name))?.metadata.until;
      return typeof until === 'string' ? until : undefined;
    },
    async raiseFlag(name, until) {
      await kv.set(FLAG + name, '', { metadata: { until } });
    },
    drop: dropper(kv, BUDGET, DAY_BUDGET, ONCE),
  };
}
