import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { IconCard } from '../../components/IconCard/IconCard';
import { CardGrid } from '../../components/IconCard/IconCard.styles';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { TextWithPhone } from '../../components/TextWithPhone';
import { placePath, places } from '../../config/areas';
import { areas } from '../../content/areas';
import { pages } from '../../content/pages';
import { NotListed, PlaceFacts } from './AreasPage.styles';

/** The places the agency serves, each linked to its own page. */
export function AreasPage() {
  const { list, notListed } = areas;
  return (
    <>
      <PageHero heading={pages.areas.heading} lead={pages.areas.intro} />
      <Section $tone="surface" aria-labelledby="areas-list">
        <Container>
          <SectionHeading id="areas-list" title={list.heading} intro={list.intro} />
          <CardGrid>
            {places.map((place) => (
              <IconCard
                key={place.id}
                icon={MapPin}
                title={<Link to={placePath(place.id)}>{list.placeLink(place.name)}</Link>}
              >
                <PlaceFacts>
                  <dt>{areas.countyLabel(place.counties.length)}</dt>
                  <dd>
                    {areas.counties(place.counties.map((county) => areas.countyNames[county]))}
                  </dd>
                  <dt>{list.zipCodes}</dt>
                  <dd>{place.zips.join(', ')}</dd>
                </PlaceFacts>
              </IconCard>
            ))}
          </CardGrid>
          <NotListed>
            <h2>{notListed.heading}</h2>
            <p>
              <TextWithPhone text={notListed.text} />
            </p>
          </NotListed>
        </Container>
      </Section>
      <CallToAction title={areas.closing.title} subtitle={areas.closing.text} />
    </>
  );
}
