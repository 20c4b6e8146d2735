import { ButtonLink } from '../../components/Button.styles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { placeById } from '../../config/areas';
import type { Opening } from '../../content/openingsOpen';
import { paths } from '../../config/paths';
import { driving } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { ui } from '../../content/ui';
import { Duties, JobFacts } from './OpeningsSection.styles';

/** Hours, shifts, pay, place, posted and last day: the facts a job ad leads with. */
export function JobFactsList({ opening }: { opening: Opening }) {
  const { labels } = openingsCopy;
  return (
    <JobFacts>
      <dt>{labels.hours}</dt>
      <dd>{openingsCopy.employmentTypes[opening.employmentType]}</dd>
      <dt>{labels.shifts}</dt>
      <dd>{opening.shifts}</dd>
      <dt>{labels.pay}</dt>
      <dd>{openingsCopy.pay(opening.payMin, opening.payMax)}</dd>
      <dt>{labels.where}</dt>
      <dd>{openingsCopy.where(placeById(opening.place).name)}</dd>
      <dt>{labels.driving}</dt>
      <dd>{driving.job(opening.driving)}</dd>
      <dt>{labels.posted}</dt>
      <dd>
        <time dateTime={opening.firstDay}>{ui.longDate(opening.firstDay)}</time>
      </dd>
      <dt>{labels.applyBy}</dt>
      <dd>
        <time dateTime={opening.lastDay}>{ui.longDate(opening.lastDay)}</time>
      </dd>
    </JobFacts>
  );
}

/** `/apply?position=<id>`: the application opens with this job chosen. */
const applyFor = (opening: Opening) => `${paths.apply}?position=${opening.id}`;

/** "Apply for this job", named with the job for screen readers, opening the application on it. */
export function ApplyForJob({ opening }: { opening: Opening }) {
  return (
    <ButtonLink to={applyFor(opening)} $variant="accent">
      {openingsCopy.applyFor}
      <VisuallyHidden>: {opening.title}</VisuallyHidden>
    </ButtonLink>
  );
}

/** What the job is, duty by duty. */
export function JobDuties({ opening }: { opening: Opening }) {
  return (
    <Duties>
      {opening.duties.map((duty) => (
        <li key={duty}>{duty}</li>
      ))}
    </Duties>
  );
}
