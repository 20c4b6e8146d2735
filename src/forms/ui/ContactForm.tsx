import { DefinedForm } from './DefinedForm';
import { contactDefinition } from '../contact/definition';
import { contactForm } from '../contact/words';

/** The care request: on the contact page and in the call-to-action sections of others. */
export function ContactForm() {
  return <DefinedForm definition={contactDefinition} words={contactForm} />;
}
