import { ArrowRight } from 'lucide-react';
import { AlzheimersDisclosure, mentionsDementia } from '../../components/AlzheimersDisclosure';
import { ButtonLink } from '../../components/Button.styles';
import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Container, Section } from '../../components/Section';
import { paths, serviceAnchor } from '../../config/paths';
import { home } from '../../content/home';
import { homeServiceIds, serviceIcons } from '../../config/services';
import { serviceNames } from '../../content/services';
import { CardLink, MoreServices } from './ServiceHighlights.styles';

const highlighted = homeServiceIds.map((id) => ({
  id,
  blurb: home.serviceBlurbs[id],
  title: serviceNames[id],
  icon: serviceIcons[id],
}));
const advertisesDementia = mentionsDementia(
  ...highlighted.map(({ title, blurb }) => [title, blurb]),
);

/**
 * Four services, each card leading to its full description on the services page; the
 * Alzheimer's disclosure offer under them while one of them is dementia care.
 */
export function ServiceHighlights() {
  return (
    <Section $tone="tint" aria-labelledby="home-services-heading">
      <Container>
        <SectionHeading
          id="home-services-heading"
          title={home.servicesHeading}
          intro={home.servicesIntro}
        />
        <CardGrid $columns={4}>
          {highlighted.map((item) => (
            <IconCard
              key={item.id}
              icon={item.icon}
              title={
                <CardLink to={serviceAnchor(item.id)}>
                  {item.title}
                  <ArrowRight size={20} aria-hidden="true" />
                </CardLink>
              }
              text={item.blurb}
            />
          ))}
        </CardGrid>
        {advertisesDementia && <AlzheimersDisclosure />}
        <MoreServices>
          <ButtonLink to={paths.services} $variant="primary">
            {home.exploreServices}
          </ButtonLink>
        </MoreServices>
      </Container>
    </Section>
  );
}
