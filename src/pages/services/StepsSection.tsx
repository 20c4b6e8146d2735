import { NumberedSteps } from '../../components/NumberedSteps/NumberedSteps';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { servicesPage } from '../../content/servicesPage';

export function StepsSection() {
  return (
    <Section aria-labelledby="steps-heading">
      <Container>
        <SectionHeading id="steps-heading" title={servicesPage.stepsHeading} />
        <NumberedSteps steps={servicesPage.steps} />
      </Container>
    </Section>
  );
}
