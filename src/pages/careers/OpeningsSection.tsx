import { Link } from 'react-router-dom';
import { Container, Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import type { Opening } from '../../content/openingsOpen';
import { openingPath } from '../../config/paths';
import { openingsCopy } from '../../content/openings';
import { ApplyForJob, JobDuties, JobFactsList } from './JobFactsList';
import { JobCard, JobList } from './OpeningsSection.styles';

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
      <JobDuties opening={opening} />
      <ApplyForJob opening={opening} />
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
