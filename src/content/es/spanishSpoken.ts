import type * as en from '../spanishSpoken';
import type { Translation } from '../translation';

export const spanishSpoken: Translation<typeof en.spanishSpoken> = {
  onPage: {
    title: 'Hablamos español.',
    text: 'Le atendemos en español por teléfono, por mensaje de texto y por correo.',
  },
  // The language link on the Spanish pages leads to English: nothing to add beside it.
  besideLanguageLink: undefined,
};
