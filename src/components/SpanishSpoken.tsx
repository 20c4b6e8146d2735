import { business } from '../content/business';
import { spanishSpoken } from '../content/spanishSpoken';
import { BesideLink, StyledSpanishSpoken } from './SpanishSpoken.styles';

/** The languages the office speaks on calls: the business fact `callLanguages.spoken`. */
type Spoken = readonly string[];

/** Whether the office speaks Spanish with families, so the site may say "Hablamos español". */
export function speaksSpanish(spoken: Spoken = business.callLanguages.spoken): boolean {
  return spoken.includes('es');
}

/**
 * The words for the pages where a family decides, or nothing: nothing in English, and nothing
 * while the office does not speak Spanish.
 */
export function spanishSpokenNote(spoken: Spoken = business.callLanguages.spoken) {
  return speaksSpanish(spoken) ? spanishSpoken.onPage : undefined;
}

/** "Hablamos español." where a family reading in Spanish decides (home, services, contact). */
export function SpanishSpokenNote({ spoken }: { spoken?: Spoken }) {
  const note = spanishSpokenNote(spoken);
  if (!note) return null;
  return (
    // No icon: its markup would be on every Spanish home page, over the page's byte budget.
    <StyledSpanishSpoken lang="es">
      <strong>{note.title}</strong> {note.text}
    </StyledSpanishSpoken>
  );
}

/** "Hablamos español" beside the English pages' link to Spanish, in Spanish, while it is true. */
export function SpanishSpokenBesideLink({ spoken }: { spoken?: Spoken }) {
  const words = speaksSpanish(spoken) ? spanishSpoken.besideLanguageLink : undefined;
  return words ? <BesideLink lang="es">{words}</BesideLink> : null;
}
