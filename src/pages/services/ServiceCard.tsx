import { CheckList } from '../../components/CheckList/CheckList';
import { IconBadge } from '../../components/IconCard/IconCard.styles';
import type { Service } from '../../content/services';
import { ServiceCardHeader, StyledServiceCard } from './ServiceCard.styles';

/** One service, the target of `/services#<id>` links. */
export function ServiceCard({ service }: { service: Service }) {
  const Icon = service.icon;
  return (
    <StyledServiceCard id={service.id}>
      <ServiceCardHeader>
        <IconBadge>
          <Icon aria-hidden="true" strokeWidth={1.75} />
        </IconBadge>
        <h3>{service.title}</h3>
      </ServiceCardHeader>
      <p>{service.description}</p>
      <CheckList items={service.features} />
    </StyledServiceCard>
  );
}
