import type { Budgets } from '../../../src/config/budgets';
import { logAlert, logEvent } from '../shared/log';
import type { SubmissionStore } from '../store/store';

/**
 * What the store does with a post: a lead (kept and emailed), held (kept for the digest, no
 * email), or away (answered as usual, not kept: its client is past every budget).
 */
type Admission = 'lead' | 'held' | 'away';

interface Post {
  form: string;
  /** The spam trap caught it: it may only spend the held budget. */
  trapped: boolean;
  /** The keyed hash of the client's address (see `clientOf`). */
  client: string;
  at: Date;
}

/**
 * Spends the budgets a post needs, each an atomic slot: its client's own for the form, then
 * the form's for all clients, so a flood from one client never spends what families elsewhere
 * need. Over either, the post is kept as held; past its client's held budget, it is not kept.
 * A store that cannot count lets a lead through: keeping it is tried next, and says more.
 */
export async function admit(
  store: SubmissionStore,
  post: Post,
  budgets: Budgets,
): Promise<Admission> {
  const { form, client, at } = post;
  try {
    if (!post.trapped) {
      const own = await store.takeSlot(at, `${client}/${form}`, budgets.perClientHour);
      if (own && (await store.takeSlot(at, `all/${form}`, budgets.hour))) return 'lead';
      if (await store.firstInHour(at, `over-budget-${form}`)) {
        logAlert('submissions-over-budget', { form, clientBudget: own });
      }
    }
    if (await store.takeSlot(at, `${client}/held`, budgets.heldPerClientHour)) return 'held';
    logEvent('warn', 'submission-turned-away', { form });
    return 'away';
  } catch (error) {
    logEvent('warn', 'budget-unavailable', { form, error: String(error).slice(0, 200) });
    return post.trapped ? 'held' : 'lead';
  }
}
