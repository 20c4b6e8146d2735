import { localizedPath, type Locale } from '#src/config/locales';
import { formPagePath } from '#src/forms/formPages';
import { sharedPages, type ServerForm } from '../shared/forms';
import { logEvent } from '../shared/log';
import { isCrossSite } from '../shared/origin';
import { isHtmlFormPost } from './readSubmission';
import { jsonReply, seeOther } from './responses';
import { messageIn, visitorLanguage, type MessageKey } from './visitorLanguage';

export interface Refusal {
  status: number;
  message: MessageKey;
  errors?: Record<string, string>;
  /** The answer a page without JavaScript points the visitor to. */
  anchor?: string;
}

/** One of the visitor's messages, or `sent`: the form's own words for a form that went. */
type Said = MessageKey | 'sent';

type Answer = (
  status: number,
  message: Said,
  extra?: Omit<Refusal, 'status' | 'message'> & { queued?: boolean; promise?: string },
) => Response;

/**
 * How this request is answered: JSON for the site's own script, or a redirect to a page for a
 * browser posting the form without it, in the visitor's language.
 */
export function answererFor(form: ServerForm, fromHtmlForm: boolean, language: Locale): Answer {
  const { name } = form.definition;
  const page = (status: number, message: Said) => {
    if (status === 200 || status === 202) return formPagePath(name, 'sent');
    if (status === 400) return formPagePath(name, 'checkAnswers');
    if (message === 'resumeTooLarge') return sharedPages.resumeTooLarge;
    if (status === 413 || status === 415) return sharedPages.tooLarge;
    return sharedPages.notSent;
  };
  return (status, message, extra = {}) => {
    if (fromHtmlForm) {
      // Only the page of answers has a place for each answer to point at.
      const anchor = status === 400 && extra.anchor ? `#${extra.anchor}` : '';
      return seeOther(`${localizedPath(language, page(status, message))}${anchor}`);
    }
    return jsonReply(status, {
      ok: status < 300,
      message: message === 'sent' ? form.said[language].sent : messageIn(message, language),
      ...(extra.errors && { errors: extra.errors }),
      ...(extra.queued && { queued: true }),
      ...(extra.promise && { promise: extra.promise }),
    });
  };
}

/** Refused from the method and headers alone, before a byte of the body is read. */
export function refusedUnread(request: Request, form: ServerForm, siteOrigin?: string) {
  if (request.method !== 'POST') {
    return jsonReply(
      405,
      { ok: false, message: messageIn('notAllowed', visitorLanguage(request)) },
      { Allow: 'POST' },
    );
  }
  if (!isCrossSite(request, siteOrigin)) return undefined;
  logEvent('warn', 'submission-cross-site', { form: form.definition.name });
  const language = visitorLanguage(request);
  if (isHtmlFormPost(request)) return seeOther(localizedPath(language, sharedPages.crossSite));
  return jsonReply(403, { ok: false, message: messageIn('crossSite', language) });
}
