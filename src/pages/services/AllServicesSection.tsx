import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { services, servicesPage } from '../../content/services';
import { ServiceCard } from './ServiceCard';
import { ServiceGrid } from './ServiceCard.styles';

export function AllServicesSection() {
  return (
    <Section $tone="tint" aria-labelledby="all-services-heading">
      <Container>
        <SectionHeading id="all-services-heading" title={servicesPage.allServicesHeading} />
        <ServiceGrid>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ServiceGrid>
      </Container>
    </Section>
  );
}
