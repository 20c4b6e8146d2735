import type * as en from '../callLanguageWords';
import type { Translation } from '../translation';

export const callLanguageWords: Translation<typeof en.callLanguageWords> = {
  spoken: 'Le llamaremos en español.',
  notSpoken:
    'Por ahora atendemos las llamadas en inglés. Si lo prefiere, pida a una persona de confianza que le acompañe en la llamada.',
};
