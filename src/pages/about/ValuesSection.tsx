import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { aboutValues, cardsOf } from '../../config/iconCards';
import { about } from '../../content/about';

export function ValuesSection() {
  return (
    <Section aria-labelledby="values-heading">
      <Container>
        <SectionHeading id="values-heading" title={about.valuesHeading} />
        <CardGrid $columns={4}>
          {cardsOf(aboutValues, about.values).map((value) => (
            <IconCard
              key={value.id}
              icon={value.icon}
              title={value.title}
              text={value.text}
              tone="accent"
            />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
