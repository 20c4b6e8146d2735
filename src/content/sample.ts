/**
 * Something in the code, not in a content file, that must change before launch (the Spanish
 * copy's review): the launch gate lists it with the content files' samples (src/data/launchGate.ts).
 */
export interface SampleInPlace {
  where: string;
  replaceWith: string;
}
