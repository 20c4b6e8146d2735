import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { contact } from '../../content/contact';
import { ContactForm } from '../../forms/ui/ContactForm';
import { ContactDetails } from './ContactDetails';
import { ContactLayout, FormCard } from './ContactPage.styles';

export function ContactPage() {
  return (
    <>
      <PageHero heading={contact.heading} lead={contact.lead} />
      <Section>
        <Container>
          <ContactLayout>
            <ContactDetails />
            <FormCard aria-labelledby="request-information-heading">
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
