import { paths, type ConfirmationKey } from '../../config/paths';
import { business } from '../business';
import type * as en from '../confirmation';
import type { ConfirmationCopy } from '../confirmation';
import type { Translation } from '../translation';
import { businessCopy } from './businessCopy';
import { resumeLimit } from './forms';

export type { ConfirmationCopy } from '../confirmation';

const goBack =
  'Use el botón Atrás de su navegador para volver al formulario: lo que escribió sigue ahí.';

export const formPageWords: Translation<typeof en.formPageWords> = {
  sentBack: { label: 'Volver al inicio', to: '/' },
  /**
   * Spanish needs one word where English has two ("Request" in the title, "request" in the
   * text): both are a "solicitud", so both sentences agree with it.
   */
  checkAnswers: (noun, back) => ({
    heading: 'Revise sus respuestas, por favor',
    intro: `Su ${noun} todavía no se ha enviado: una de sus respuestas necesita revisión.`,
    details: [goBack, 'Esto es lo que necesita cada respuesta:'],
    back,
    flagged: 'Revise esta respuesta.',
  }),
};

/** Where a form posted without JavaScript lands when it was not sent, and what to do now. */
export const confirmations: Record<ConfirmationKey, ConfirmationCopy> = {
  notSent: {
    heading: 'No pudimos enviar su formulario',
    intro: `Algo falló de nuestra parte y sus respuestas no nos llegaron. Llámenos al ${business.phone.display}, por favor, ${businessCopy.phoneReach}.`,
    details: [
      `Para intentarlo de nuevo en unos minutos, ${goBack.charAt(0).toLowerCase()}${goBack.slice(1)}`,
    ],
    back: { label: 'Ir a la página de contacto', to: paths.contact },
  },
  tooLarge: {
    heading: 'No pudimos recibir su formulario en línea',
    intro: `Su formulario no se envió: una respuesta era más larga de lo que aceptamos, o el formulario llegó en un formato que nuestro sitio no reconoce. Por favor, llámenos al ${business.phone.display}.`,
    details: [`${goBack} Acorte las respuestas más largas y vuelva a enviarlo.`],
    back: { label: 'Ir a la página de contacto', to: paths.contact },
  },
  resumeTooLarge: {
    heading: 'Su currículum es demasiado grande para enviarlo en línea',
    intro: `Su solicitud no se envió: el currículum adjunto pesa más de los ${resumeLimit} que acepta nuestro formulario.`,
    details: [
      `${goBack} Luego adjunte un archivo más pequeño (guardarlo como PDF suele reducirlo mucho), o envíe la solicitud sin él y mande su currículum por correo electrónico a ${business.email}.`,
      `O llámenos al ${business.phone.display}: con gusto tomamos su solicitud por teléfono.`,
    ],
    back: { label: 'Ir a la solicitud', to: paths.apply },
  },
  tooManyTries: {
    heading: 'Espere un minuto, por favor',
    intro: `Recibimos este formulario demasiadas veces desde su conexión en el último minuto, así que esta vez no se envió. Espere un minuto y vuelva a enviarlo, o llámenos al ${business.phone.display}.`,
    details: [goBack],
    back: { label: 'Ir a la página de contacto', to: paths.contact },
    inOtherLanguage: {
      lang: 'en',
      heading: 'Please wait a minute',
      lines: [
        `We received this form many times from your connection in the last minute, so this one has not been sent. Please wait a minute and send it again, or call us at ${business.phone.display}.`,
        "Use your browser's Back button to return to the form: what you typed is still there.",
      ],
    },
  },
  crossSite: {
    heading: 'Use el formulario de nuestro propio sitio, por favor',
    intro: `Este formulario se envió desde una página que no es parte de nuestro sitio, así que no lo aceptamos ni guardamos nada de él. Para comunicarse con ${business.name}, use el formulario de nuestro sitio o llámenos al ${business.phone.display}.`,
    details: [],
    back: { label: 'Ir a la página de contacto', to: paths.contact },
  },
};
