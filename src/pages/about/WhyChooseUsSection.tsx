import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { about } from '../../content/about';

export function WhyChooseUsSection() {
  return (
    <Section $tone="tint" aria-labelledby="why-heading">
      <Container>
        <SectionHeading id="why-heading" title={about.whyChooseUsHeading} />
        <CardGrid $columns={2}>
          {about.whyChooseUs.map((reason) => (
            <IconCard
              key={reason.title}
              icon={reason.icon}
              title={reason.title}
              text={reason.text}
            />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
