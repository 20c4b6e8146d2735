import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.styles';
import { Container, Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { Opening } from '../../config/openings';
import { openingPath } from '../../config/paths';
import { openingsCopy } from '../../content/openings';
import { applyFor, JobFactsList } from './JobFactsList';
import { Duties, JobCard, JobList } from './OpeningsSection.styles';

function JobOpening({ opening }: { opening: Opening }) {
  const { labels } = openingsCopy;
  const { title } = opening;
  const headingId = `job-${opening.id}`;
  return (
    <JobCard aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={openingPath(opening.id)}>{title}</Link>
      </h3>
      <JobFactsList opening={opening} />
      <p>{opening.summary}</p>
      <h4>{labels.duties}</h4>
      <Duties>
        {opening.duties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </Duties>
      <ButtonLink to={applyFor(opening)} $variant="accent">
        {openingsCopy.applyFor}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </ButtonLink>
    </JobCard>
  );
}

/** The jobs open on the day the site was built, each with a link that applies for it. */
export function OpeningsSection({ open }: { open: readonly Opening[] }) {
  return (
    <Section $tone="surface" aria-labelledby="openings-heading">
      <Container>
        <SectionHeading
          id="openings-heading"
          title={openingsCopy.heading}
          intro={open.length > 0 ? openingsCopy.intro : openingsCopy.none}
        />
        <JobList>
          {open.map((opening) => (
            <li key={opening.id}>
              <JobOpening opening={opening} />
            </li>
          ))}
        </JobList>
      </Container>
    </Section>
  );
}
