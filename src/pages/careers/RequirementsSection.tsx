import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section } from '../../components/Section';
import { careers } from '../../content/careers';
import { hiringNotices } from '../../content/hiring';
import { Notes, RequirementsCard } from './RequirementsSection.styles';

export function RequirementsSection() {
  return (
    <Section $tone="tint" aria-labelledby="requirements-heading">
      <Container>
        <RequirementsCard>
          <h2 id="requirements-heading">{careers.requirementsHeading}</h2>
          <p>{careers.requirementsIntro}</p>
          <CheckList items={careers.requirements} columns={2} />
          <Notes>
            <p>{hiringNotices.backgroundCheck}</p>
            <h3>{hiringNotices.equalOpportunity.heading}</h3>
            <p>{hiringNotices.equalOpportunity.text}</p>
          </Notes>
        </RequirementsCard>
      </Container>
    </Section>
  );
}
