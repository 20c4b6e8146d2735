import { Container, Section } from '../../components/Section';
import { contact } from '../../content/contact';
import { pages } from '../../content/pages';
import { ContactForm } from '../../forms/ui/ContactForm';
import { PagePlaceholder } from '../PagePlaceholder';

export function ContactPage() {
  return (
    <>
      <PagePlaceholder copy={pages.contact} />
      <Section $tint>
        <Container>
          <h2>{contact.form.heading}</h2>
          <ContactForm />
        </Container>
      </Section>
    </>
  );
}
