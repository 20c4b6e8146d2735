import { paths, type ConfirmationKey } from '../config/paths';
import { business } from './business';
import { businessCopy } from './businessCopy';
import { resumeLimit } from './forms';
import type { PageIntro } from './pages';

interface ConfirmationBody {
  /** Extra lines under the introduction. */
  details: string[];
  back: { label: string; to: string };
  /**
   * For a form sent back to be checked, said on the answer the visitor was sent to: the page
   * lists what each answer of the form needs.
   */
  flagged?: string;
  /**
   * The same words in the other language, for a page a visitor may reach from either one
   * (the rate limit sends both to one page).
   */
  inOtherLanguage?: { lang: string; heading: string; lines: string[] };
}

/**
 * What a confirmation page says. Its heading and introduction are its title and description
 * too: these pages are never indexed, so they need no words of their own for search.
 */
export type ConfirmationCopy = ConfirmationBody & PageIntro;

const goBack =
  "Use your browser's Back button to return to the form: what you typed is still there.";

/** What each form's own two pages say around the form's words (its `pages`). */
export const formPageWords = {
  /** Under the form's thanks (its `success` words) and its `pages.sent.details`. */
  sentBack: { label: 'Return to Home', to: '/' },
  /** The page a form posted without JavaScript returns to when an answer needs another look. */
  checkAnswers: (noun: string, back: ConfirmationCopy['back']): ConfirmationCopy => ({
    heading: 'Please check your answers',
    intro: `Your ${noun} has not been sent yet: one of your answers needs another look.`,
    details: [goBack, 'Here is what each answer needs:'],
    back,
    flagged: 'This answer needs another look.',
  }),
};

/** Where a form posted without JavaScript lands when it was not sent, and what to do now. */
export const confirmations: Record<ConfirmationKey, ConfirmationCopy> = {
  notSent: {
    heading: "We couldn't send your form",
    intro: `Something went wrong on our side, and your answers did not reach us. Please call us at ${business.phone.display}, ${businessCopy.phoneReach}.`,
    details: [`To try again in a few minutes: ${goBack.charAt(0).toLowerCase()}${goBack.slice(1)}`],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
  tooLarge: {
    heading: 'That was more than we can take online',
    intro: `Your form has not been sent: it was larger than any answer our form allows, or it came in a way our website does not send. Please call us at ${business.phone.display}.`,
    details: [`${goBack} Shorten the longest answers, then send it again.`],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
  resumeTooLarge: {
    heading: 'Your résumé is too large to send online',
    intro: `Your application has not been sent: the résumé attached to it is larger than the ${resumeLimit} our form can take.`,
    details: [
      `${goBack} Then attach a smaller file (saving it as a PDF often makes it much smaller), or send the application without it and email your résumé to ${business.email}.`,
      `Or call us at ${business.phone.display}: we are glad to take your application by phone.`,
    ],
    back: { label: 'Go to the application', to: paths.apply },
  },
  tooManyTries: {
    heading: 'Please wait a minute',
    intro: `We received this form many times from your connection in the last minute, so this one has not been sent. Please wait a minute and send it again, or call us at ${business.phone.display}.`,
    details: [goBack],
    back: { label: 'Go to the contact page', to: paths.contact },
    inOtherLanguage: {
      lang: 'es',
      heading: 'Espere un minuto, por favor',
      lines: [
        `Recibimos este formulario demasiadas veces desde su conexión en el último minuto, así que esta vez no se envió. Espere un minuto y vuelva a enviarlo, o llámenos al ${business.phone.display}.`,
        'Use el botón Atrás de su navegador para volver al formulario: lo que escribió sigue ahí.',
      ],
    },
  },
  crossSite: {
    heading: 'Please use the form on our own website',
    intro: `This form was sent from a page that is not part of our website, so we did not accept it and kept nothing of it. To reach ${business.name}, please use the form on our website or call us at ${business.phone.display}.`,
    details: [],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
};
