import type { Locale } from '#src/config/locales';
import * as english from '#src/content/acknowledgement';
import { business } from '#src/content/business';
import * as spanish from '#src/content/es/acknowledgement';
import { REACH_FIELD } from '#src/config/callWindows';
import { callLanguageNote } from '#src/content/callLanguage';
import { callLanguageWords as englishCall } from '#src/content/callLanguageWords';
import { callLanguageWords as spanishCall } from '#src/content/es/callLanguageWords';
import { escapeHtml } from '#src/lib/escapeHtml';
import { promisePhrase, promiseSentence, type CallPromise } from '../shared/callPromise';
import type { ServerForm } from '../shared/forms';
import type { EmailContent } from './emails';
import { derivedId } from '../store/keep';

const words: Record<Locale, typeof english> = { en: english, es: spanish };
const callWords: Record<Locale, typeof englishCall> = { en: englishCall, es: spanishCall };

/** Whether this form says thank you by email: one with words for it does. */
export function acknowledges(form: ServerForm): boolean {
  return Object.values(form.said).every((said) => said.acknowledgement !== undefined);
}

/** The acknowledgement's own id, derived so a repeated post finds the same one. */
export function acknowledgementId(submissionId: string): string {
  return derivedId(`acknowledgement:${submissionId}`);
}

/** "by 10:00 AM tomorrow, Tuesday", in the visitor's language, from the office's clock. */
export function callBackPhrase(by: Date, received: Date, language: Locale): string {
  return promisePhrase({ reach: 'call', from: received, to: by, received }, language);
}

/**
 * The visitor's email: thanks, the promised call (`promisedCall`) and the phone number. It has no parameter
 * for anything the visitor typed, so none can reach it.
 */
export function acknowledgementEmail(
  form: ServerForm,
  language: Locale,
  promise: CallPromise,
): EmailContent {
  const { acknowledgementCommon: common } = words[language];
  const own = form.said[language].acknowledgement;
  if (!own) throw new Error(`No acknowledgement for the form "${form.definition.name}"`);
  const callBy = promiseSentence(form, promise, language) ?? '';
  // Whether we will reach them in their language, the way they asked, from the business facts.
  const asks = form.definition.fields.some((field) => field.name === REACH_FIELD);
  const inTheirLanguage = callLanguageNote(
    language,
    callWords[language],
    undefined,
    asks ? promise.reach : 'any',
  );
  const paragraphs = [
    own.intro,
    callBy,
    ...(inTheirLanguage ? [inTheirLanguage] : []),
    common.urgent,
    common.reply,
  ];
  const textBody = `${own.heading}\n\n${paragraphs.join('\n\n')}\n\n${common.signOff}\n\n${common.why}\n`;
  const phone = escapeHtml(business.phone.display);
  const linked = (text: string) =>
    escapeHtml(text).replace(phone, `<a href="${business.phone.href}">${phone}</a>`);
  const htmlBody = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1e2a2c;max-width:36em"><h1 style="font-size:22px">${escapeHtml(own.heading)}</h1>${paragraphs
    .map((text) => `<p>${linked(text)}</p>`)
    .join(
      '',
    )}<p>${escapeHtml(common.signOff)}</p><p style="color:#475456;font-size:14px">${escapeHtml(common.why)}</p></body></html>`;
  return { subject: own.subject, textBody, htmlBody, tag: 'acknowledgement' };
}
