import { contactForm } from '../../content/contactForm';
import { contactSchema } from '../contactSchema';
import { contactDefinition, emptyContact, type ContactValues } from '../contactDefinition';
import type { EnhancedFormProps } from './DeferredForm';
import { EnhancedForm } from './EnhancedForm';

/** The care request once Formik has loaded (see DeferredForm). */
export function ContactFormEnhanced(props: EnhancedFormProps<ContactValues>) {
  return (
    <EnhancedForm
      {...props}
      schema={contactSchema}
      empty={emptyContact}
      copy={contactForm}
      send={async () => (await import('../../api/postForm')).senderFor(contactDefinition)}
    />
  );
}
