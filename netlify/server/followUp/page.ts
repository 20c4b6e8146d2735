import { escapeHtml } from '../../../src/lib/escapeHtml';
import { staffDateLong, staffDateShort } from '../shared/staffTime';
import { outcomes, type Call } from '../store/calls';
import { followUpWords as words, type FollowUpProblem } from './words';

/** What the page shows of a lead: never its answers (see `words.privacy`). */
export interface LeadView {
  formTitle: string;
  firstName: string;
  receivedAt: Date;
  callBackBy: Date;
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
const style = `body{font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1e2a2c;margin:0;padding:16px}main{max-width:36em;margin:0 auto}h1{font-size:26px;margin:0 0 4px}dl{margin:16px 0}dt{font-weight:bold}dd{margin:0 0 8px}fieldset{border:1px solid #8a9799;border-radius:8px;padding:12px 16px;margin:16px 0}legend{font-weight:bold;padding:0 4px}label{display:flex;gap:12px;align-items:center;min-height:44px}input[type=radio]{width:24px;height:24px}input[type=text]{font-size:18px;padding:10px;width:8em;border:2px solid #5f6b6d;border-radius:6px}button{font-size:18px;font-weight:bold;color:#fff;background:#1d5c57;border:0;border-radius:24px;padding:12px 24px;min-height:48px;margin-top:16px}.note{background:#fff4d6;padding:8px 12px}.saved{background:#e3f1ea;padding:8px 12px;font-weight:bold}.small{color:#475456;font-size:15px}ol{padding-left:24px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

function callLine(call: Call): string {
  const who = call.initials ? `, by ${escapeHtml(call.initials)}` : '';
  return `<li>${escapeHtml(outcomes[call.outcome])}: ${escapeHtml(staffDateShort.format(new Date(call.at)))}${who}</li>`;
}

/**
 * The lead, the calls recorded so far and a plain form for the next one: it works without
 * script, and the GET that draws it changes nothing (mail scanners open links too).
 */
export function leadPage(
  view: LeadView,
  form: { nonce: string; saved?: boolean; problem?: string },
): Response {
  const calls = view.calls.length
    ? `<ol>${view.calls.map(callLine).join('')}</ol>`
    : `<p>${words.noneYet}</p>`;
  const choices = Object.entries(outcomes)
    .map(
      ([value, label]) =>
        `<label><input type="radio" name="outcome" value="${value}" required> ${escapeHtml(label)}</label>`,
    )
    .join('');
  const body = `<h1>${words.title}</h1><p>${escapeHtml(words.lead(view.formTitle, view.firstName))}</p>${
    form.saved ? `<p class="saved" role="status">${words.saved}</p>` : ''
  }<dl><dt>${words.sent}</dt><dd>${escapeHtml(staffDateLong.format(view.receivedAt))}</dd><dt>${words.promised}</dt><dd>${escapeHtml(staffDateLong.format(view.callBackBy))}</dd></dl><h2>${words.recorded}</h2>${calls}<form method="post">${
    form.problem ? `<p class="note" role="alert">${escapeHtml(form.problem)}</p>` : ''
  }<fieldset><legend>${words.question}</legend>${choices}</fieldset><label for="initials">${words.initials}</label><input type="text" id="initials" name="initials" maxlength="4" autocomplete="off" autocapitalize="characters"><input type="hidden" name="nonce" value="${escapeHtml(form.nonce)}"><div><button type="submit">${view.calls.length ? words.another : words.record}</button></div></form><p class="small">${words.privacy}</p>`;
  return new Response(page(words.title, body), {
    status: form.problem ? 400 : 200,
    headers,
  });
}

/** A link that cannot be used: said plainly, with what to do, and nothing recorded. */
export function problemPage(problem: FollowUpProblem): Response {
  const { status, heading, text } = words[problem];
  return new Response(page(heading, `<h1>${heading}</h1><p>${escapeHtml(text)}</p>`), {
    status,
    headers,
  });
}
