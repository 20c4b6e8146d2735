import { Link } from 'react-router-dom';
import { PageHero } from '../../components/PageHero/PageHero';
import { Container, Section } from '../../components/Section';
import type { Opening } from '../../content/openingsOpen';
import { paths } from '../../config/paths';
import { hiringNotices } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { ApplyForJob, JobDuties, JobFactsList } from '../careers/JobFactsList';
import { JobDetails } from './JobPage.styles';

/** One open job in full, with the link that applies for it: the page Google's job listings read. */
export function JobPage({ opening }: { opening: Opening }) {
  const { labels } = openingsCopy;
  return (
    <>
      <PageHero
        heading={opening.title}
        lead={opening.summary}
        actions={<ApplyForJob opening={opening} />}
      />
      <Section $tone="surface" aria-labelledby="job-duties">
        <Container>
          <JobDetails>
            <JobFactsList opening={opening} />
            <h2 id="job-duties">{labels.duties}</h2>
            <JobDuties opening={opening} />
            <ApplyForJob opening={opening} />
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
