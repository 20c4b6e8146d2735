import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { aboutReasons, cardsOf } from '../../config/iconCards';
import { about } from '../../content/about';

export function WhyChooseUsSection() {
  return (
    <Section $tone="tint" aria-labelledby="why-heading">
      <Container>
        <SectionHeading id="why-heading" title={about.whyChooseUsHeading} />
        <CardGrid $columns={2}>
          {cardsOf(aboutReasons, about.whyChooseUs).map((reason) => (
            <IconCard key={reason.id} icon={reason.icon} title={reason.title} text={reason.text} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
