import { DefinedForm } from '../ui/DefinedForm';
import { contactDefinition } from './definition';
import { contactForm } from './words';

/** The care request: on the contact page and in the call-to-action sections of others. */
export function ContactForm() {
  return <DefinedForm definition={contactDefinition} words={contactForm} />;
}
