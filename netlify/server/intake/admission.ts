import type { Budgets } from '#src/config/budgets';
import { logAlert, logEvent } from '../shared/log';
import type { LimitsStore } from '../store/limits';

/**
 * What the store does with a post: a lead (kept and emailed), held (kept, listed to staff by
 * the next pass, no email of its own), away (not kept: its client is past every budget), or
 * full (not kept: the hour's held records, from all clients, are at their cap).
 */
type Admission = 'lead' | 'held' | 'away' | 'full';

interface Post {
  form: string;
  /** The spam trap caught it: it may only spend the held budget. */
  trapped: boolean;
  /** The keyed hash of the client's address (see `clientOf`). */
  client: string;
  at: Date;
}

/** Gives back a slot taken beside one that was refused: a key, or nothing for a lifted budget. */
async function giveBack(limits: LimitsStore, slot: string | boolean) {
  if (typeof slot === 'string') await limits.drop(slot).catch(() => undefined);
}

/**
 * Spends the budgets a post needs, each an atomic slot: its client's own and the form's for
 * all clients, taken side by side so a slow store costs one round trip, not two. A form's
 * slot taken beside a refused client slot is given back, so a flood from one client never
 * spends what families elsewhere need. Over either, the post is held, within its client's
 * held budget and the hour's held cap for everyone. A store that cannot count lets a lead
 * through: keeping it is tried next, and says more.
 */
export async function admit(limits: LimitsStore, post: Post, budgets: Budgets): Promise<Admission> {
  const { form, client, at } = post;
  try {
    if (!post.trapped) {
      const [own, all] = await Promise.all([
        limits.takeSlot(at, `${client}/${form}`, budgets.perClientHour),
        limits.takeSlot(at, `all/${form}`, budgets.hour),
      ]);
      if (own && all) return 'lead';
      if (!own) await giveBack(limits, all);
      if (await limits.firstInHour(at, `over-budget-${form}`)) {
        logAlert('submissions-over-budget', { form, clientBudget: Boolean(own) });
      }
    }
    const [own, all] = await Promise.all([
      limits.takeSlot(at, `${client}/held`, budgets.heldPerClientHour),
      limits.takeSlot(at, 'all/held', budgets.heldHour),
    ]);
    if (own && all) return 'held';
    if (!own) {
      await giveBack(limits, all);
      logEvent('warn', 'submission-turned-away', { form });
      return 'away';
    }
    if (await limits.firstInHour(at, 'held-full')) logAlert('held-cap-reached', { form });
    return 'full';
  } catch (error) {
    logEvent('warn', 'budget-unavailable', { form, error: String(error).slice(0, 200) });
    return post.trapped ? 'held' : 'lead';
  }
}
