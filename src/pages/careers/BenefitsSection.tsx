import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { cardsOf, careersBenefits } from '../../config/iconCards';
import { careers } from '../../content/careers';

export function BenefitsSection() {
  return (
    <Section aria-labelledby="benefits-heading">
      <Container>
        <SectionHeading id="benefits-heading" title={careers.benefitsHeading} />
        <CardGrid $columns={3}>
          {cardsOf(careersBenefits, careers.benefits).map((benefit) => (
            <IconCard
              key={benefit.id}
              icon={benefit.icon}
              title={benefit.title}
              text={benefit.text}
            />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
