import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { services, servicesPage } from '../../content/services';
import { ServiceCard } from './ServiceCard';

export function AllServicesSection() {
  return (
    <Section $tone="tint" aria-labelledby="all-services-heading">
      <Container>
        <SectionHeading id="all-services-heading" title={servicesPage.allServicesHeading} />
        <CardGrid $columns={2}>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
