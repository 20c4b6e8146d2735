import { AlzheimersDisclosure, mentionsDementia } from '../../components/AlzheimersDisclosure';
import { CheckList } from '../../components/CheckList/CheckList';
import { IconBadge } from '../../components/IconCard/IconCard.styles';
import { serviceIcons, type ServiceId } from '../../config/services';
import { serviceNames } from '../../content/services';
import { servicesPage } from '../../content/servicesPage';
import { ServiceCardHeader, StyledServiceCard } from './ServiceCard.styles';

/** One service, the target of `/services#<id>` links. */
export function ServiceCard({ id }: { id: ServiceId }) {
  const Icon = serviceIcons[id];
  const { description, features } = servicesPage.services[id];
  return (
    <StyledServiceCard id={id}>
      <ServiceCardHeader>
        <IconBadge>
          <Icon aria-hidden="true" strokeWidth={1.75} />
        </IconBadge>
        <h3>{serviceNames[id]}</h3>
      </ServiceCardHeader>
      <p>{description}</p>
      <CheckList items={features} />
      {mentionsDementia(serviceNames[id], description, features) && <AlzheimersDisclosure />}
    </StyledServiceCard>
  );
}
