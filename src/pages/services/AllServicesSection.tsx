import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { serviceIds } from '../../config/services';
import { servicesPage } from '../../content/servicesPage';
import { ServiceCard } from './ServiceCard';

export function AllServicesSection() {
  return (
    <Section $tone="tint" aria-labelledby="all-services-heading">
      <Container>
        <SectionHeading id="all-services-heading" title={servicesPage.allServicesHeading} />
        <CardGrid $columns={2}>
          {serviceIds.map((id) => (
            <ServiceCard key={id} id={id} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
