/**
 * What the sent form and the acknowledgement say of the language we will reach the visitor in,
 * for a visitor writing in a language other than the office's own, by the way they asked to be
 * reached (`any` where the form does not ask). English is that language: nothing to say here,
 * and its twins say it (`callLanguage.ts` picks the line from the business facts).
 */
export const callLanguageWords = {
  /** The office speaks the visitor's language. */
  spoken: { call: '', text: '', email: '', any: '' },
  /** It does not (yet): said plainly, so nobody waits for a call they cannot follow. */
  notSpoken: { call: '', text: '', email: '', any: '' },
};
