import { ButtonLink } from '../../components/Button.styles';
import { PhoneLink } from '../../components/PhoneLink';
import { Container, Lead, Section } from '../../components/Section';
import type { ConfirmationCopy } from '../../content/confirmation';

/** A prerendered answer for a form posted without JavaScript. */
export function ConfirmationPage({ copy }: { copy: ConfirmationCopy }) {
  return (
    <Section>
      <Container>
        <h1>{copy.heading}</h1>
        <Lead>{copy.intro}</Lead>
        {copy.details.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <ButtonLink to={copy.back.to}>{copy.back.label}</ButtonLink>
        </p>
        <p>
          <PhoneLink variant="outline" wide="text" />
        </p>
      </Container>
    </Section>
  );
}
