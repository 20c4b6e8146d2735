import { business } from '../business';
import { resumeLimit } from './forms';
import type * as en from '../serverMessages';
import type { Translation } from '../translation';

/** What the functions answer, by key; shown to the visitor as the toast's description. */
export const serverMessages: Translation<typeof en.serverMessages> = {
  invalid: 'Algunas respuestas necesitan revisión. Vea los campos marcados, por favor.',
  resumeTooLarge: `Su currículum pesa más de los ${resumeLimit} que podemos recibir en línea. Adjunte un archivo más pequeño, envíe el formulario sin él o llámenos al ${business.phone.display}.`,
  tooLarge: `Sus respuestas son más largas de lo que podemos recibir en línea. Acórtelas, por favor, o llámenos al ${business.phone.display}.`,
  unsupported: 'Envíe el formulario desde nuestro sitio web, por favor.',
  notAllowed: 'Envíe el formulario desde nuestro sitio web, por favor.',
  unavailable: `No pudimos enviar su mensaje en este momento. Inténtelo de nuevo en unos minutos o llámenos al ${business.phone.display}.`,
  crossSite: `Envíe el formulario desde nuestro propio sitio web o llámenos al ${business.phone.display}.`,
  busy: `No pudimos recibir su solicitud en este momento. Llámenos al ${business.phone.display}, por favor: le atenderemos por teléfono.`,
  misconfigured: `Nuestro formulario en línea no funciona en este momento. Llámenos al ${business.phone.display}, por favor.`,
};
