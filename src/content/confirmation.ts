import type { FormName } from '../forms/registry';
import { paths, type ConfirmationKey } from '../config/paths';
import { business } from './business';
import { businessCopy } from './businessCopy';
import { applicationForm, contactForm, resumeLimit } from './forms';
import type { PageCopy } from './pages';

export interface ConfirmationCopy extends PageCopy {
  /** Extra lines under the introduction. */
  details: string[];
  back: { label: string; to: string };
  /** For a form sent back to be checked: the form whose rules to list, the wrong one marked. */
  answersOf?: FormName;
  /** Said on the answer the visitor was sent to. */
  flagged?: string;
  /**
   * The same words in the other language, for a page a visitor may reach from either one
   * (the rate limit sends both to one page).
   */
  inOtherLanguage?: { lang: string; heading: string; lines: string[] };
}

const goBack =
  "Use your browser's Back button to return to the form: what you typed is still there.";

/** The page a form posted without JavaScript returns to when an answer needs another look. */
function checkYourAnswers(
  form: FormName,
  titleWord: string,
  noun: string,
  back: ConfirmationCopy['back'],
): ConfirmationCopy {
  return {
    title: `Please Check Your ${titleWord} | ${business.name}`,
    description: `One of your answers needs another look before we can send your ${noun}.`,
    noindex: true,
    heading: 'Please check your answers',
    intro: `Your ${noun} has not been sent yet: one of your answers needs another look.`,
    details: [goBack, 'Here is what each answer needs:'],
    back,
    answersOf: form,
    flagged: 'This answer needs another look.',
  };
}

/** Where a form posted without JavaScript lands: sent, or not sent and what to do now. */
export const confirmations: Record<ConfirmationKey, ConfirmationCopy> = {
  requestSent: {
    title: `Message Sent | ${business.name}`,
    description: 'Your care request reached our team.',
    noindex: true,
    heading: contactForm.success.title,
    intro: contactForm.success.description,
    details: [
      `If it is urgent, call us now at ${business.phone.display}. ${businessCopy.alwaysOpen}.`,
    ],
    back: { label: 'Return to Home', to: '/' },
  },
  applicationSent: {
    title: `Application Submitted | ${business.name}`,
    description: 'Your caregiver application reached our team.',
    noindex: true,
    heading: applicationForm.success.title,
    intro: applicationForm.success.description,
    details: [`Questions in the meantime? Call us at ${business.phone.display}.`],
    back: { label: 'Return to Home', to: '/' },
  },
  notSent: {
    title: `Not Sent | ${business.name}`,
    description: 'Your form could not be sent.',
    noindex: true,
    heading: "We couldn't send your form",
    intro: `Something went wrong on our side, and your answers did not reach us. Please call us at ${business.phone.display} (${businessCopy.alwaysOpen.toLowerCase()}).`,
    details: [`To try again in a few minutes: ${goBack.charAt(0).toLowerCase()}${goBack.slice(1)}`],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
  checkRequest: checkYourAnswers('contact', 'Request', 'request', {
    label: 'Go to the contact page',
    to: paths.contact,
  }),
  checkApplication: checkYourAnswers('apply', 'Application', 'application', {
    label: 'Go to the application',
    to: paths.apply,
  }),
  tooLarge: {
    title: `Form Not Sent | ${business.name}`,
    description: 'The form was more than we can take online.',
    noindex: true,
    heading: 'That was more than we can take online',
    intro: `Your form has not been sent: it was larger than any answer our form allows, or it came in a way our website does not send. Please call us at ${business.phone.display}.`,
    details: [`${goBack} Shorten the longest answers, then send it again.`],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
  resumeTooLarge: {
    title: `Résumé Too Large | ${business.name}`,
    description: 'The résumé was larger than we can take online.',
    noindex: true,
    heading: 'Your résumé is too large to send online',
    intro: `Your application has not been sent: the résumé attached to it is larger than the ${resumeLimit} our form can take.`,
    details: [
      `${goBack} Then attach a smaller file (saving it as a PDF often makes it much smaller), or send the application without it and email your résumé to ${business.email}.`,
      `Or call us at ${business.phone.display}: we are glad to take your application by phone.`,
    ],
    back: { label: 'Go to the application', to: paths.apply },
  },
  tooManyTries: {
    title: `Please Wait a Minute | ${business.name}`,
    description: 'The form was sent too many times in a short while.',
    noindex: true,
    heading: 'Please wait a minute',
    intro: `We received this form many times from your connection in the last minute, so this one has not been sent. Please wait a minute and send it again, or call us at ${business.phone.display}.`,
    details: [goBack],
    back: { label: 'Go to the contact page', to: paths.contact },
    inOtherLanguage: {
      lang: 'es',
      heading: 'Espere un minuto, por favor',
      lines: [
        `Recibimos este formulario muchas veces desde su conexión en el último minuto, así que este no se envió. Espere un minuto y vuelva a enviarlo, o llámenos al ${business.phone.display}.`,
        'Use el botón Atrás de su navegador para volver al formulario: lo que escribió sigue ahí.',
      ],
    },
  },
  crossSite: {
    title: `Form Not Accepted | ${business.name}`,
    description: 'The form was sent from a page outside our website.',
    noindex: true,
    heading: 'Please use the form on our own website',
    intro: `This form was sent from a page that is not part of our website, so we did not accept it and kept nothing of it. To reach ${business.name}, please use the form on our website or call us at ${business.phone.display}.`,
    details: [],
    back: { label: 'Go to the contact page', to: paths.contact },
  },
};
