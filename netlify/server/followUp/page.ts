import type { Locale } from '#src/config/locales';
import type { Reach } from '#src/forms/staffSide';
import { escapeHtml } from '#src/lib/escapeHtml';
import { inVisitorLanguage } from '../shared/staffLanguage';
import { staffPromiseLong, type CallPromise } from '../shared/callPromise';
import { staffDateLong, staffDateShort } from '../shared/staffTime';
import { outcomes, type Call } from '../store/calls';
import { followUpWords as words, type FollowUpProblem } from './words';

/** What the page shows of a lead: never its answers (see `words.privacy`). */
export interface LeadView {
  formTitle: string;
  firstName: string;
  /** The language the visitor wrote in: staff call back in it. */
  language?: Locale;
  receivedAt: Date;
  /** The call promised (`promisedCall`), as the email and the reminder have it. */
  promise: CallPromise;
  /** How the family asked to be reached, for a form that asks: the way, never the number. */
  reach?: Reach['way'];
  calls: readonly Call[];
}

const headers = {
  'Content-Type': 'text/html; charset=utf-8',
  // The token is the page's only key: never cached, never indexed, never sent on as a referrer.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

// Large type and targets: staff open this on a phone, between calls.
const style = `body{font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1e2a2c;margin:0;padding:16px}main{max-width:36em;margin:0 auto}h1{font-size:26px;margin:0 0 4px}dl{margin:16px 0}dt{font-weight:bold}dd{margin:0 0 8px}fieldset{border:1px solid #8a9799;border-radius:8px;padding:12px 16px;margin:16px 0}legend{font-weight:bold;padding:0 4px}label{display:flex;gap:12px;align-items:center;min-height:44px}input[type=radio]{width:24px;height:24px}input[type=text]{font-size:18px;padding:10px;width:8em;border:2px solid #5f6b6d;border-radius:6px}button{font-size:18px;font-weight:bold;color:#fff;background:#1d5c57;border:0;border-radius:24px;padding:12px 24px;min-height:48px;margin-top:16px}.note{background:#fff4d6;padding:8px 12px}.saved{background:#e3f1ea;padding:8px 12px;font-weight:bold}.small{color:#475456;font-size:15px}ol{padding-left:24px}li{margin-bottom:8px}summary{min-height:44px;display:list-item;padding-top:8px;color:#1d5c57;font-weight:bold;cursor:pointer}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

const by = (initials: string | undefined) => (initials ? `, by ${escapeHtml(initials)}` : '');

function choicesOf(entries: [string, string][], checked?: string): string {
  return entries
    .map(
      ([value, label]) =>
        `<label><input type="radio" name="outcome" value="${value}" required${value === checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('');
}

/**
 * A call's own small form, folded away: what it really was, or that it was no call at all.
 * It names the call by its nonce, so a correction never lands on another call.
 */
function correctionForm(call: Call): string {
  const choices = choicesOf([...Object.entries(outcomes), ['remove', words.remove]], call.outcome);
  return `<details><summary>${words.correct}</summary><form method="post"><input type="hidden" name="call" value="${escapeHtml(call.nonce)}"><fieldset><legend>${words.correctQuestion}</legend>${choices}</fieldset><label>${words.correctInitials} <input type="text" name="initials" maxlength="4" autocomplete="off" autocapitalize="characters"></label><div><button type="submit">${words.saveCorrection}</button></div></form></details>`;
}

function callLine(call: Call, correctable: boolean): string {
  const change = call.corrected
    ? ` <span class="small">(${escapeHtml(
        words.changedFrom(
          outcomes[call.corrected.from],
          staffDateShort.format(new Date(call.corrected.at)),
        ),
      )}${by(call.corrected.initials)})</span>`
    : '';
  return `<li>${escapeHtml(outcomes[call.outcome])}: ${escapeHtml(staffDateShort.format(new Date(call.at)))}${by(call.initials)}${change}${correctable ? correctionForm(call) : ''}</li>`;
}

/** The page's top: the lead, its times and the calls recorded so far. */
function leadSummary(view: LeadView, correctable: boolean, note = ''): string {
  const calls = view.calls.length
    ? `<ol>${view.calls.map((call) => callLine(call, correctable)).join('')}</ol>${
        correctable ? `<p class="small">${words.correctable}</p>` : ''
      }`
    : `<p>${words.noneYet}</p>`;
  return `<h1>${words.title}</h1><p>${escapeHtml(words.lead(view.formTitle, view.firstName))}${escapeHtml(inVisitorLanguage(view.language))}</p>${note}<dl><dt>${words.sent}</dt><dd>${escapeHtml(staffDateLong.format(view.receivedAt))}</dd><dt>${words.promised}</dt><dd>${escapeHtml(staffPromiseLong(view.promise))}</dd>${
    view.reach ? `<dt>${words.reachBy}</dt><dd>${words.reach[view.reach]}</dd>` : ''
  }</dl><h2>${words.recorded}</h2>${calls}`;
}

/**
 * The lead, the calls recorded so far, each one correctable, and a plain form for the next:
 * it works without script, and the GET that draws it changes nothing (mail scanners open links
 * too). `saved` is what the post just did.
 */
export function leadPage(
  view: LeadView,
  form: { nonce: string; saved?: string; problem?: string },
): Response {
  const saved = form.saved ? `<p class="saved" role="status">${escapeHtml(form.saved)}</p>` : '';
  const choices = choicesOf(Object.entries(outcomes));
  const body = `${leadSummary(view, true, saved)}<form method="post">${
    form.problem ? `<p class="note" role="alert">${escapeHtml(form.problem)}</p>` : ''
  }<fieldset><legend>${words.question}</legend>${choices}</fieldset><label for="initials">${words.initials}</label><input type="text" id="initials" name="initials" maxlength="4" autocomplete="off" autocapitalize="characters"><input type="hidden" name="nonce" value="${escapeHtml(form.nonce)}"><div><button type="submit">${view.calls.length ? words.another : words.record}</button></div></form><p class="small">${words.privacy}</p>`;
  return new Response(page(words.title, body), {
    status: form.problem ? 400 : 200,
    headers,
  });
}

/**
 * A settled lead (a week after its first call): what was recorded, with no form at all, since
 * a link that has been forwarded should not keep recording for good.
 */
export function closedPage(view: LeadView, status: 200 | 409): Response {
  const { heading, text } = words.closed;
  const note = `<p class="note" role="status"><strong>${heading}.</strong> ${escapeHtml(text)}</p>`;
  const body = `${leadSummary(view, false, note)}<p class="small">${words.privacy}</p>`;
  return new Response(page(words.title, body), { status, headers });
}

/** A link that cannot be used: said plainly, with what to do, and nothing recorded. */
export function problemPage(problem: FollowUpProblem): Response {
  const { status, heading, text } = words[problem];
  return new Response(page(heading, `<h1>${heading}</h1><p>${escapeHtml(text)}</p>`), {
    status,
    headers,
  });
}
