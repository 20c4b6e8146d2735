import { longSpanishDate } from '../../lib/words';
import { business } from '../business';
import type * as en from '../ui';
import type { Translation } from '../translation';

/** The words of the shared layout and components, which no page's copy owns. */
export const ui: Translation<typeof en.ui> = {
  skipLink: 'Ir al contenido principal',
  /** The call-to-action's second button, which dials the agency. */
  callUs: `Llámenos al ${business.phone.display}`,
  mainNav: 'Principal',
  social: 'Redes sociales',
  notice: 'Aviso',
  socialLink: (network: string) => `${business.name} en ${network} (se abre en una pestaña nueva)`,
  footer: {
    areas: 'Zonas que atendemos',
    quickLinks: 'Enlaces rápidos',
    services: 'Nuestros servicios',
    privacy: 'Aviso de privacidad',
    accessibility: 'Accesibilidad',
  },
  /** Before a numbered step's title, for screen readers. */
  step: (number: number) => `Paso ${number}: `,
  rating: (rating: number, outOf: number) => `Calificación: ${rating} de ${outOf}`,
  /** The label of the field only bots fill in. */
  honeypot: 'Deje este campo vacío',
  /** Announced when a form is sent with answers to fix. */
  answersToFix: (count: number) =>
    `Hay ${count} ${count === 1 ? 'respuesta' : 'respuestas'} por revisar.`,
  /** "4 de mayo de 2026" from "2026-05-04". */
  longDate: longSpanishDate,
  /** Under a ZIP code we do not list as served: a note, never a refusal. */
  outsideServiceArea:
    'Este código postal está fuera de la zona que solemos atender, pero envíe su solicitud de todos modos: le llamaremos y le ayudaremos a encontrar cuidado.',
  /** The language switch's accessible description, in the language it leads to: English. */
  switchLanguage: 'Read this page in English',
};
