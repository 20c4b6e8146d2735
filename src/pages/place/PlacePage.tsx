import { Link } from 'react-router-dom';
import { AlzheimersDisclosure, mentionsDementia } from '../../components/AlzheimersDisclosure';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { ParagraphsWithPhone, TextWithPhone } from '../../components/TextWithPhone';
import { placeById, type PlaceId } from '../../config/areas';
import {
  hospital as hospitalFact,
  localResource,
  resourcePhone,
} from '../../config/localResources';
import { paths, serviceAnchor } from '../../config/paths';
import { placeOutlines } from '../../config/placeOutlines';
import { telHref } from '../../lib/telHref';
import { areas } from '../../content/areas';
import { placePage } from '../../content/placePage';
import type { PlaceCopy } from '../../content/places/placeCopy';
import { serviceNames } from '../../content/services';
import { BackLink, NamedList, PlaceSection, ZipList } from './PlacePage.styles';

/**
 * The resource's name and the number that reaches it, as a link that dials: its own line, or the
 * line it is reached through, named. A listed resource with neither stops the build.
 */
function ResourceName({ id }: { id: string }) {
  const resource = localResource(id);
  const { phone, through } = resourcePhone(id);
  return (
    <>
      <strong>{resource.name}</strong> (<a href={telHref(phone)}>{phone}</a>
      {through && `, ${areas.phoneThrough(through)}`})
    </>
  );
}

/** A public service's number in running text: "1-866-552-4464", "404-463-3333". */
const publicNumber = /(\b(?:1-)?\d{3}-\d{3}-\d{4}\b)/;

/** Words in which a public service's number dials and stays on one line, and ours stays whole. */
function WordsWithNumbers({ text }: { text: string }) {
  return text.split(publicNumber).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={telHref(part)}>
        {part}
      </a>
    ) : (
      <TextWithPhone key={index} text={part} />
    ),
  );
}

/** The place's listed ids in their order, each with its sentence in this language. */
function inOrder<Item extends string>(ids: readonly Item[], words: object) {
  const sentences = words as Partial<Record<Item, string>>;
  return ids.map((id) => ({ id, text: sentences[id] ?? '' }));
}

/**
 * One place the agency serves: its ZIP codes, services, hospitals, local help and questions. A
 * page that speaks of dementia care anywhere offers the Alzheimer's disclosure after its services.
 */
export function PlacePage({ id, copy }: { id: PlaceId; copy: PlaceCopy }) {
  const place = placeById(id);
  const { coverage, services, hospitals: hospitalCopy, resources, questions } = copy;
  const outline = placeOutlines[id];
  const offersDementiaCare = mentionsDementia(
    copy,
    outline.services.map((service) => serviceNames[service]),
  );
  return (
    <>
      <PageHero heading={copy.heading} lead={copy.intro} />
      <Section $tone="surface">
        <Container $narrow>
          <PlaceSection aria-labelledby="place-coverage">
            <h2 id="place-coverage">{coverage.heading}</h2>
            {coverage.paragraphs.map((text) => (
              <p key={text}>
                <WordsWithNumbers text={text} />
              </p>
            ))}
            <h3 id="place-zips">{placePage.zipCodes}</h3>
            <ZipList aria-labelledby="place-zips">
              {place.zips.map((zip) => (
                <li key={zip}>{zip}</li>
              ))}
            </ZipList>
          </PlaceSection>
          <PlaceSection aria-labelledby="place-services">
            <h2 id="place-services">{services.heading}</h2>
            <p>{services.intro}</p>
            <NamedList>
              {inOrder(outline.services, services.items).map((item) => (
                <li key={item.id}>
                  <strong>
                    <Link to={serviceAnchor(item.id)}>{serviceNames[item.id]}</Link>
                  </strong>
                  : {item.text}
                </li>
              ))}
            </NamedList>
            {offersDementiaCare && <AlzheimersDisclosure />}
          </PlaceSection>
          <PlaceSection aria-labelledby="place-hospitals">
            <h2 id="place-hospitals">{hospitalCopy.heading}</h2>
            <ParagraphsWithPhone texts={hospitalCopy.paragraphs} />
            <h3 id="place-hospital-list">{placePage.hospitalsList}</h3>
            <NamedList aria-labelledby="place-hospital-list">
              {outline.hospitals.map((hospitalId) => {
                const hospital = hospitalFact(hospitalId);
                return (
                  <li key={hospitalId}>
                    <strong>{hospital.name}</strong>, {hospital.city}
                  </li>
                );
              })}
            </NamedList>
          </PlaceSection>
          <PlaceSection aria-labelledby="place-resources">
            <h2 id="place-resources">{resources.heading}</h2>
            <p>{resources.intro}</p>
            <NamedList>
              {inOrder(outline.resources, resources.items).map((item) => (
                <li key={item.id}>
                  <ResourceName id={item.id} />: <TextWithPhone text={item.text} />
                </li>
              ))}
            </NamedList>
          </PlaceSection>
          <PlaceSection aria-labelledby="place-questions">
            <h2 id="place-questions">{questions.heading}</h2>
            {questions.items.map((item) => (
              <div key={item.question}>
                <h3>{item.question}</h3>
                <p>
                  <TextWithPhone text={item.answer} />
                </p>
              </div>
            ))}
          </PlaceSection>
          <BackLink>
            <Link to={paths.areas}>{placePage.allAreas}</Link>
          </BackLink>
        </Container>
      </Section>
      <CallToAction title={placePage.closingTitle(place.name)} subtitle={placePage.closingText} />
    </>
  );
}
