import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button.styles';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { Opening } from '../../config/openings';
import { paths } from '../../config/paths';
import { hiringNotices } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { applyFor, JobFactsList } from '../careers/JobFactsList';
import { Duties } from '../careers/OpeningsSection.styles';
import { JobDetails } from './JobPage.styles';

/** One open job in full, with the link that applies for it: the page Google's job listings read. */
export function JobPage({ opening }: { opening: Opening }) {
  const { labels } = openingsCopy;
  return (
    <>
      <PageHero
        heading={opening.title}
        lead={opening.summary}
        actions={
          <ButtonLink to={applyFor(opening)} $variant="accent">
            {openingsCopy.applyFor}
            <VisuallyHidden>: {opening.title}</VisuallyHidden>
          </ButtonLink>
        }
      />
      <Section $tone="surface" aria-labelledby="job-duties">
        <Container>
          <JobDetails>
            <JobFactsList opening={opening} />
            <h2 id="job-duties">{labels.duties}</h2>
            <Duties>
              {opening.duties.map((duty) => (
                <li key={duty}>{duty}</li>
              ))}
            </Duties>
            <ButtonLink to={applyFor(opening)} $variant="accent">
              {openingsCopy.applyFor}
              <VisuallyHidden>: {opening.title}</VisuallyHidden>
            </ButtonLink>
            <h2>{hiringNotices.equalOpportunity.heading}</h2>
            <p>{hiringNotices.equalOpportunity.text}</p>
            <p>
              <Link to={paths.careers}>{openingsCopy.jobPage.allJobs}</Link>
            </p>
          </JobDetails>
        </Container>
      </Section>
    </>
  );
}
