/**
 * What the sent form and the acknowledgement say of the call's language, for a visitor writing
 * in a language other than the office's own. English is that language: nothing to say here,
 * and its twins say it (`callLanguage.ts` picks the line from the business facts).
 */
export const callLanguageWords = {
  /** The office speaks the visitor's language on calls. */
  spoken: '',
  /** It does not (yet): said plainly, so nobody waits for a call they cannot follow. */
  notSpoken: '',
};
