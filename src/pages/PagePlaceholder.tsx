import { Container, Lead, Section } from '../components/Section';
import type { PageIntro } from '../content/pages';

/** A page's heading and introduction, until the page's full content is built. */
export function PagePlaceholder({ copy }: { copy: PageIntro }) {
  return (
    <Section>
      <Container>
        <h1>{copy.heading}</h1>
        <Lead>{copy.intro}</Lead>
      </Container>
    </Section>
  );
}
