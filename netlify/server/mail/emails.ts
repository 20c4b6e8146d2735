import type { Locale } from '#src/config/locales';
import { inVisitorLanguage } from '../shared/staffLanguage';
import { business } from '#src/content/business';
import { labelledAnswers } from '#src/forms/definition';
import { outsideServiceArea } from '#src/forms/serviceArea';
import type { VisitSource } from '#src/forms/source';
import type { Reach } from '#src/forms/staffSide';
import { escapeHtml } from '#src/lib/escapeHtml';
import { telHref } from '#src/lib/telHref';
import { staffPromiseLine, type CallPromise } from '../shared/callPromise';
import { visitorAddress, type ServerForm } from '../shared/forms';
import { staffDateLong } from '../shared/staffTime';

/** One email to staff, before it is addressed. */
export interface EmailContent {
  subject: string;
  /** The visitor, so staff can answer with Reply; left out when Postmark refused it. */
  replyTo?: string;
  textBody: string;
  htmlBody: string;
  /** Postmark's tag: the form's, or `held-digest`. */
  tag: string;
}

/** A message ready to go: content plus its envelope, and any file for staff. */
export interface OutgoingEmail extends EmailContent {
  from: string;
  to: string;
  attachments?: { name: string; contentType: string; content: Uint8Array }[];
  /** Postmark's searchable metadata: the submission id, so an unknown outcome can be found. */
  metadata?: Record<string, string>;
  /** The visitor's own email, sent apart from staff mail (see `MailConfig.acknowledgements`). */
  toVisitor?: boolean;
}

/** What staff should know about how this email came to them, shown above the answers. */
export interface DeliveryNotes {
  /** When the visitor sent it, for an email that goes out later than that. */
  receivedAt?: Date;
  /** Postmark would not take the visitor's address as Reply-To. */
  replyToRefused?: boolean;
  /** The language of the page the visitor wrote from, when not English. */
  language?: Locale;
  /** The name of the file attached to the email (the applicant's résumé). */
  attached?: string;
  /** The résumé the visitor sent, by name, that could not be read back to attach. */
  unreadable?: string;
  /** The reference of an earlier copy this one changes (same page, answers edited). */
  revisionOf?: string;
  /** The inbox this form was first sent to, which bounced it: this copy goes to the fallback. */
  bouncedFrom?: string;
  /** The call the agency promised (see `callPromise.ts`), said first: "Call 5–7 PM Fri". */
  promise?: CallPromise;
  /** Where the visit began and the page the form was sent from. */
  source?: VisitSource;
  /** The page where staff record the call back (see `followUp/`). */
  followUpUrl?: string;
}

function noteLines(notes: DeliveryNotes, replyAddress: string): string[] {
  // First, so staff know before reading the answers which language to reply in.
  const lines: string[] = notes.language === 'es' ? ['The visitor wrote in Spanish.'] : [];
  if (notes.receivedAt) {
    lines.push(
      `Sent by the visitor on ${staffDateLong.format(notes.receivedAt)} (Eastern time). It reaches you late because our email service could not take it then.`,
    );
  }
  if (notes.bouncedFrom) {
    lines.push(
      `This form was first emailed to ${notes.bouncedFrom}, which bounced it or marked it as spam. Please pass it on, and check that mailbox.`,
    );
  }
  if (notes.replyToRefused) {
    lines.push(
      `Our email service would not accept the visitor's address for Reply, so this email has none: write to ${replyAddress} yourself, and check it for a typo.`,
    );
  }
  if (notes.attached) lines.push(`Résumé attached: ${notes.attached}`);
  if (notes.unreadable) {
    lines.push(
      `The visitor sent a résumé (${notes.unreadable}), but our website could not read it back to attach it. Please ask them to email it to you.`,
    );
  }
  if (notes.revisionOf) {
    lines.push(
      `The visitor sent this form before with other answers (reference ${notes.revisionOf}): this is their newer version.`,
    );
  }
  return lines;
}

interface Field {
  label: string;
  value: string | undefined;
}

const NOT_GIVEN = '(not given)';
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Subjects are one line: CR, LF and other control characters would forge headers, and bidi
 * controls would make a subject read backwards in the staff inbox ("…gpj.exe").
 */
export function oneLine(value: string): string {
  return (
    value
      .replace(BIDI_CONTROLS, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A titled group of rows after the answers, e.g. where the lead came from. */
interface Section {
  heading: string;
  fields: Field[];
}

/** A label as a line starts with it: "Why do you want to work in home care?" needs no colon. */
export function asLineLabel(label: string): string {
  return /[?:]$/.test(label) ? label : `${label}:`;
}

function textRows(fields: Field[]): string {
  return fields
    .map(({ label, value }) => {
      const shown = value ? value.replace(/\r\n?/g, '\n') : NOT_GIVEN;
      const labelled = asLineLabel(label);
      return shown.includes('\n')
        ? `${labelled}\n${shown
            .split('\n')
            .map((line) => `  ${line}`)
            .join('\n')}`
        : `${labelled} ${shown}`;
    })
    .join('\n\n');
}

/** The link staff use to record the call back, under the promised time. */
const followUpPrompt = 'Called back? Record the call:';

function textPart(
  lead: string[],
  heading: string,
  notes: string[],
  fields: Field[],
  sections: Section[],
): string {
  const preface = notes.map((note) => `${note}\n\n`).join('');
  const after = sections.map((section) => `\n\n${section.heading}\n\n${textRows(section.fields)}`);
  return `${lead.map((line) => `${line}\n\n`).join('')}${heading}\n\n${preface}${textRows(fields)}${after.join('')}\n\n— Sent from the ${business.name} website. Reply to this email to answer the sender.\n`;
}

function htmlTable(fields: Field[]): string {
  const rows = fields
    .map(({ label, value }) => {
      const shown = value
        ? escapeHtml(value).replace(/\r\n?|\n/g, '<br>')
        : `<em>${NOT_GIVEN}</em>`;
      return `<tr><th align="left" valign="top" style="padding:8px 16px 8px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0">${shown}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

/** The way the visitor asked to be reached, as staff read it and as a link that does it. */
function reachLine(reach: Reach | undefined): { text: string; href: string } | undefined {
  if (!reach?.to) return undefined;
  if (reach.way === 'email')
    return { text: `Prefers an email: ${reach.to}`, href: `mailto:${reach.to}` };
  const tel = telHref(reach.to);
  if (reach.way === 'text')
    return { text: `Prefers a text message: ${reach.to}`, href: tel.replace(/^tel:/, 'sms:') };
  return { text: `Prefers a phone call: ${reach.to}`, href: tel };
}

function htmlPart(
  lead: string[],
  heading: string,
  notes: string[],
  fields: Field[],
  sections: Section[],
  followUp?: string,
  reach?: { text: string; href: string },
): string {
  const way = reach
    ? `<p style="font-size:18px;margin:0 0 8px"><a href="${escapeHtml(reach.href)}" style="font-weight:bold">${escapeHtml(reach.text)}</a></p>`
    : '';
  const link = followUp
    ? `<p style="margin:0 0 16px">Called back? <a href="${escapeHtml(followUp)}" style="font-weight:bold">Record the call</a></p>`
    : '';
  const after = sections
    .map(
      (section) =>
        `<h2 style="font-size:17px;margin-top:24px">${escapeHtml(section.heading)}</h2>${htmlTable(section.fields)}`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e2a2c">${lead.map((line) => `<p style="font-size:20px;font-weight:bold;margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}${way}${link}<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${notes.map((note) => `<p style="background:#fff4d6;padding:8px 12px">${escapeHtml(note)}</p>`).join('')}${htmlTable(fields)}${after}<p style="color:#475456;font-size:14px">Sent from the ${escapeHtml(business.name)} website. Reply to this email to answer the sender.</p></body></html>`;
}

/** Where the lead came from, for staff: only what the visit told us, a missing referrer said plainly. */
function sourceSection(source: VisitSource | undefined): Section[] {
  if (!source) return [];
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean);
  const rows: Field[] = [
    { label: 'Sent from page', value: source.formPage },
    { label: 'First page of the visit', value: source.landingPage },
    {
      label: 'Came from',
      value: source.referrer ?? 'No other website (typed in, a bookmark, an app or an email)',
    },
    { label: 'Campaign', value: campaign.length > 0 ? campaign.join(' / ') : undefined },
    { label: 'Campaign term', value: source.utmTerm },
    { label: 'Campaign content', value: source.utmContent },
    { label: 'Ad click', value: source.clickId && `Yes (${source.clickId})` },
  ];
  const shown = rows.filter((row) => row.value);
  return [{ heading: 'Where this came from', fields: shown }];
}

/** A ZIP code outside the served ones is flagged, never refused: staff decide. */
function areaNotes(form: ServerForm, values: Record<string, string>): string[] {
  return form.definition.fields
    .filter((field) => field.servedArea && outsideServiceArea(values[field.name] ?? ''))
    .map(
      (field) =>
        `Outside our service area: ZIP code ${values[field.name]} is not on our list of served ZIP codes. Check before promising a visit.`,
    );
}

/**
 * The staff email for one submission of a form, its answers already validated. Reply goes to
 * the visitor's address: the form's email field.
 */
export function staffEmail(
  form: ServerForm,
  values: Record<string, string>,
  notes: DeliveryNotes = {},
): EmailContent {
  const replyTo = visitorAddress(form, values);
  const lines = [...areaNotes(form, values), ...noteLines(notes, replyTo ?? 'the visitor')];
  const fields = labelledAnswers(form.definition, values);
  const heading = `New ${form.title.toLowerCase()}`;
  const lead = notes.promise ? [staffPromiseLine(notes.promise)] : [];
  const followUp = notes.followUpUrl;
  const reach = reachLine(form.reach?.(values));
  const about = `${form.title} from ${form.subject(values)}${inVisitorLanguage(notes.language)}`;
  return {
    subject: oneLine(lead.length > 0 ? `${lead[0]}: ${about}` : about),
    ...(replyTo && !notes.replyToRefused && { replyTo }),
    textBody: textPart(
      [
        ...lead,
        ...(reach ? [reach.text] : []),
        ...(followUp ? [`${followUpPrompt} ${followUp}`] : []),
      ],
      heading,
      lines,
      fields,
      sourceSection(notes.source),
    ),
    htmlBody: htmlPart(lead, heading, lines, fields, sourceSection(notes.source), followUp, reach),
    tag: form.tag,
  };
}
