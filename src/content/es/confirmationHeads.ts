import { business } from '../business';
import type * as en from '../confirmationHeads';
import type { PageMeta } from '../pages';
import type { Translation } from '../translation';

export const head = (title: string, description: string): PageMeta => ({
  title: `${title} | ${business.name}`,
  description,
  noindex: true,
});

/** The title and description of each page a form posted without JavaScript lands on. */
export const confirmationHeads: Translation<typeof en.confirmationHeads> = {
  notSent: head('No se pudo enviar', 'No se pudo enviar su formulario.'),
  tooLarge: head(
    'Formulario no enviado',
    'El formulario es demasiado grande para recibirlo en línea.',
  ),
  resumeTooLarge: head(
    'Currículum demasiado grande',
    'El currículum era más grande de lo que podemos recibir en línea.',
  ),
  tooManyTries: head(
    'Espere un minuto, por favor',
    'El formulario se envió demasiadas veces en poco tiempo.',
  ),
  crossSite: head(
    'Formulario no aceptado',
    'El formulario se envió desde una página ajena a nuestro sitio.',
  ),
};
