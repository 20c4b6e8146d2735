import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { StatList } from '../../components/StatList/StatList';
import { about } from '../../content/about';
import { home } from '../../content/home';
import { TrustedInner } from './TrustedSection.styles';

/** "Trusted by 500+ Families", with the figures behind it. */
export function TrustedSection() {
  return (
    <Section $tone="warm" aria-labelledby="trusted-heading">
      <Container>
        <TrustedInner>
          <SectionHeading
            id="trusted-heading"
            title={about.trusted.heading}
            intro={about.trusted.text}
          />
          <StatList stats={home.stats} />
        </TrustedInner>
      </Container>
    </Section>
  );
}
