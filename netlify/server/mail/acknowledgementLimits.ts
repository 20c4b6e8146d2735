import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';
import type { Budgets } from '#src/config/budgets';
import { acknowledgedHours } from '#src/config/retention';
import { keyedHash } from '../shared/keyedHash';
import { logAlert, logEvent } from '../shared/log';
import type { LimitsStore } from '../store/limits';
import type { StoredSubmission } from '../store/record';
import type { Stores } from '../store/stores';

const DAY_MS = 24 * 60 * 60_000;
/** One acknowledgement per mailbox in this long: later forms are kept and emailed to staff only. */
export const ONCE_PER_MS = acknowledgedHours * 60 * 60_000;
/** Refusals, bounces or complaints of acknowledgements in a day that pause them for a day. */
export const BREAKER_TROUBLES = 3;
const BREAKER = 'acknowledgements-paused';
const TROUBLE = 'acknowledgementTrouble';

/** Providers that read one mailbox under many spellings: dots are ignored, not just `+tags`. */
const DOTLESS = new Set(['gmail.com']);
const SAME_AS: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, however it is spelt: lower case, without a `+tag`, and for
 * Gmail without dots. `Victim+1@GoogleMail.com` and `v.ictim@gmail.com` are one mailbox.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const plain = address.trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  const given = plain.slice(at + 1);
  const domain = SAME_AS[given] ?? given;
  let local = plain.slice(0, Math.max(at, 0)).split('+')[0] ?? '';
  if (DOTLESS.has(domain)) local = local.replace(/\./g, '');
  return { mailbox: `${local}@${domain}`, domain };
}

/**
 * The domain one owner registered, which every address under it reaches: `a@x.example.com` and
 * `b@y.example.com` may both land in example.com's catch-all, while `x.co.uk` and `y.co.uk` are
 * two owners. Read from the public-suffix list tldts ships, which no hand list would keep up
 * with; its ICANN part only, so a platform's subdomains (`*.github.io`) count as one too. An
 * address with no such domain (an IP literal) counts as itself.
 */
function ownerDomain(domain: string): string {
  const ascii = domainToASCII(domain) || domain;
  return getDomain(ascii) ?? ascii;
}

/**
 * What every visitor is told while acknowledgements are paused, in the status and the alert: the
 * pause is not the bad addresses' alone, and that is the design, not a fault.
 */
const PAUSE_EFFECT =
  'No visitor gets a thank-you email until then, not only those at the bad addresses: ' +
  `${BREAKER_TROUBLES} refused, bounced or complained-of addresses in a day stop them all for ` +
  'a day, by design, since anyone can type an address. Leads still reach staff.';

/** Until when acknowledgements are paused for everyone, and what that means; none if not. */
export async function acknowledgementsPause(
  limits: LimitsStore,
  now: Date,
): Promise<{ until: string; effect: string } | undefined> {
  const until = await limits.flag(BREAKER);
  return until && Date.parse(until) > now.getTime() ? { until, effect: PAUSE_EFFECT } : undefined;
}

/**
 * Whether the visitor at `address` may get an acknowledgement now. Each rule is a budget of
 * atomic slots, so posts that arrive together cannot overrun it: one a day per mailbox, a cap
 * per owner's domain, and caps for everyone together far below the leads' own; none while the
 * breaker is open. Anyone can type any address, so these bound what a stranger can aim at a
 * mailbox, and at the sending reputation the staff emails share a domain with.
 */
export async function mayAcknowledge(
  limits: LimitsStore,
  address: string,
  now: Date,
  { budgets, secret }: { budgets: Budgets; secret: string },
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { mailbox, domain } = mailboxOf(address);
  const mailboxKey = `acknowledged/${keyedHash(secret, mailbox)}`;
  // Side by side: one round trip fewer for the visitor. While paused, the mailbox's mark for
  // the day is spent on nothing, which costs no one anything.
  const [paused, firstToday] = await Promise.all([
    acknowledgementsPause(limits, now),
    limits.onceIn(mailboxKey, now, ONCE_PER_MS),
  ]);
  if (paused) return { ok: false, reason: 'paused after bounces or complaints' };
  if (!firstToday) return { ok: false, reason: 'one a day' };
  const rules: [scope: string, limit: number, period: 'hour' | 'day', reason: string][] = [
    [
      `ack-domain/${keyedHash(secret, ownerDomain(domain))}`,
      budgets.acknowledgementsPerDomainDay,
      'day',
      'domain cap',
    ],
    ['ack-all', budgets.acknowledgementsHour, 'hour', 'hourly cap'],
    ['ack-all', budgets.acknowledgementsDay, 'day', 'daily cap'],
  ];
  for (const [scope, limit, period, reason] of rules) {
    if (!(await limits.takeSlot(now, scope, limit, period))) return { ok: false, reason };
  }
  return { ok: true };
}

/** An acknowledgement given up because Postmark refused its address (see `afterAttempt`). */
export function refusedAcknowledgement(record: StoredSubmission): boolean {
  return record.kind === 'acknowledgement' && Boolean(record.lastError?.startsWith('rejected'));
}

/**
 * Counts one refusal, bounce or complaint of an acknowledgement; at the third in a day the
 * breaker opens for a day, with one alert. Staff emails are never touched by it.
 */
export async function noteAcknowledgementTrouble(
  { counts, limits }: Pick<Stores, 'counts' | 'limits'>,
  now: Date,
) {
  try {
    await counts.tally(TROUBLE, now);
    const troubles = (await counts.tallies(new Date(now.getTime() - DAY_MS)))[TROUBLE] ?? 0;
    if (troubles < BREAKER_TROUBLES) return;
    if (await acknowledgementsPause(limits, now)) return;
    const until = new Date(now.getTime() + DAY_MS).toISOString();
    await limits.raiseFlag(BREAKER, until);
    logAlert('acknowledgements-paused', { troubles, until, effect: PAUSE_EFFECT });
  } catch (error) {
    logEvent('warn', 'acknowledgement-trouble-not-noted', { error: String(error).slice(0, 200) });
  }
}
