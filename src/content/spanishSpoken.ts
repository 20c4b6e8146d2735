/**
 * "Hablamos español", said where a family reading in Spanish decides to ask for care, while the
 * office's call languages (`callLanguages.spoken`, a business fact edited at /admin) include
 * Spanish: `speaksSpanish()` decides, these words say it. Always in Spanish, whatever the page's
 * language, for the family who reads Spanish.
 */
export const spanishSpoken = {
  /**
   * On the pages where the family decides (home, services, contact): the English pages say
   * nothing there; their Spanish twins do.
   */
  onPage: undefined as { readonly title: string; readonly text: string } | undefined,
  /** Beside the link to this page in Spanish: the English pages' one word to a Spanish reader. */
  besideLanguageLink: 'Hablamos español' as string | undefined,
};
