import { ButtonLink } from '../../components/Button.styles';
import { Container, Section } from '../../components/Section';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { placeById } from '../../config/areas';
import type { Opening } from '../../config/openings';
import { paths } from '../../config/paths';
import { jobTitles } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { ui } from '../../content/ui';
import { Duties, JobCard, JobFacts, JobList } from './OpeningsSection.styles';

/** `/apply?position=<id>`: the application opens with this job chosen. */
const applyFor = (opening: Opening) => `${paths.apply}?position=${opening.id}`;

function JobOpening({ opening }: { opening: Opening }) {
  const { labels } = openingsCopy;
  const words = openingsCopy.jobs[opening.id];
  const title = jobTitles[opening.id];
  const headingId = `job-${opening.id}`;
  return (
    <JobCard aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <JobFacts>
        <dt>{labels.hours}</dt>
        <dd>{openingsCopy.employmentTypes[opening.employmentType]}</dd>
        <dt>{labels.shifts}</dt>
        <dd>{words.shifts}</dd>
        <dt>{labels.pay}</dt>
        <dd>{openingsCopy.pay(opening.pay.min, opening.pay.max)}</dd>
        <dt>{labels.where}</dt>
        <dd>{openingsCopy.where(placeById(opening.place).name)}</dd>
        <dt>{labels.posted}</dt>
        <dd>
          <time dateTime={opening.datePosted}>{ui.longDate(opening.datePosted)}</time>
        </dd>
        <dt>{labels.applyBy}</dt>
        <dd>
          <time dateTime={opening.validThrough}>{ui.longDate(opening.validThrough)}</time>
        </dd>
      </JobFacts>
      <p>{words.summary}</p>
      <h4>{labels.duties}</h4>
      <Duties>
        {words.duties.map((duty) => (
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
