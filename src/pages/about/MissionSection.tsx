import { Container, Section } from '../../components/Section';
import { about } from '../../content/about';
import { MissionCard, MissionText } from './MissionSection.styles';

export function MissionSection() {
  return (
    <Section $tone="tint" aria-labelledby="mission-heading">
      <Container>
        <MissionCard>
          <h2 id="mission-heading">{about.mission.heading}</h2>
          <MissionText>{about.mission.text}</MissionText>
        </MissionCard>
      </Container>
    </Section>
  );
}
