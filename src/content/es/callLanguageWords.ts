import type * as en from '../callLanguageWords';
import type { Translation } from '../translation';

export const callLanguageWords: Translation<typeof en.callLanguageWords> = {
  spoken: {
    call: 'Le llamaremos en español.',
    text: 'Le escribiremos en español.',
    email: 'Le escribiremos en español.',
    any: 'Le atenderemos en español.',
  },
  notSpoken: {
    call: 'Por ahora atendemos las llamadas en inglés. Si lo prefiere, pida a una persona de confianza que le acompañe en la llamada.',
    text: 'Por ahora le escribiremos en inglés. Si lo necesita, pida a una persona de confianza que le ayude a leer nuestro mensaje.',
    email:
      'Por ahora le escribiremos en inglés. Si lo necesita, pida a una persona de confianza que le ayude a leer nuestro correo.',
    any: 'Por ahora atendemos en inglés. Si lo prefiere, pida a una persona de confianza que le acompañe.',
  },
};
