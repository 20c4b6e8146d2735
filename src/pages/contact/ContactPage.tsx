import { anchors } from '../../config/anchors';
import { PageHero } from '../../components/PageHero/PageHero';
import { SpanishSpokenNote, spanishSpokenNote } from '../../components/SpanishSpoken';
import { Container, Section } from '../../components/Section';
import { contact } from '../../content/contact';
import { ContactForm } from '../../forms/ui/ContactForm';
import { ContactDetails } from './ContactDetails';
import { ContactLayout, FormCard } from './ContactPage.styles';
import type { ShownForm } from '../../forms/answerRules';
import { contactForm } from '../../forms/contact/words';
import { contactDefinition } from '../../forms/contact/definition';

export function ContactPage() {
  return (
    <>
      {/* "Hablamos español" first, where the Spanish page's family reads before the form. */}
      <PageHero heading={contact.heading} lead={contact.lead}>
        {spanishSpokenNote() && <SpanishSpokenNote />}
      </PageHero>
      <Section>
        <Container>
          <ContactLayout>
            <ContactDetails />
            <FormCard id={anchors.careRequest} aria-labelledby="request-information-heading">
              <h2 id="request-information-heading">{contact.form.heading}</h2>
              <p>{contact.form.intro}</p>
              <ContactForm />
            </FormCard>
          </ContactLayout>
        </Container>
      </Section>
    </>
  );
}

/** This page's form, for its own pages (see `LoadedPage.forms`). */
export const forms: ShownForm[] = [{ definition: contactDefinition, words: contactForm }];
