import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../app/AppShell';
import { placeById } from '../../config/areas';
import { business } from '../../content/business';
import { routeFor } from '../../app/routes';
import { allOpenings, openOn } from '../../content/openingsOpen';
import { positionFromQuery } from '../../forms/apply/definition';
import { openingPath } from '../../config/paths';
import { buildDate } from '../../config/site';
import { officeDay } from '../../config/today';
import { driving, hiringNotices } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { routeHead } from '../../seo/routeHead';
import { renderAt } from '../../test/renderAt';
import { JobPage } from '../job/JobPage';

/** The jobs open on the build's day, as staff list them in src/data/openings.json. */
const open = openOn(buildDate);

/** The day after a YYYY-MM-DD day. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The JSON-LD objects of a route's head, as the prerender writes them. */
async function structuredDataAt(path: string) {
  const tags = await routeHead(routeFor(path).handle);
  return tags.flatMap((tag) => (tag.tag === 'jsonld' ? [tag.data as Record<string, unknown>] : []));
}

describe('job openings', () => {
  it('are listed on the careers page, each with its pay, its page and a link that applies for it', async () => {
    await renderAt('/careers');
    const list = screen.getByRole('region', { name: openingsCopy.heading });
    // With every job closed (the office may close them all), the page says so and invites.
    if (open.length === 0) expect(list).toHaveTextContent(openingsCopy.none);
    const jobs = within(list).queryAllByRole('article');
    expect(jobs).toHaveLength(open.length);
    open.forEach((opening, index) => {
      const job = jobs[index]!;
      expect(job.textContent).toContain(openingsCopy.pay(opening.payMin, opening.payMax));
      expect(within(job).getByRole('link', { name: opening.title })).toHaveAttribute(
        'href',
        `/careers/${opening.id}`,
      );
      expect(within(job).getByRole('link', { name: /Apply for this job/ })).toHaveAttribute(
        'href',
        `/apply?position=${opening.id}`,
      );
    });
  });

  it('carry no JobPosting on the list: job markup belongs on each job page', async () => {
    const types = (await structuredDataAt('/careers')).map((data) => data['@type']);
    expect(types).not.toContain('JobPosting');
  });

  it('leave the list on the day after their last day', () => {
    for (const opening of allOpenings()) {
      expect(openOn(opening.lastDay).map(({ id }) => id)).toContain(opening.id);
      expect(openOn(dayAfter(opening.lastDay)).map(({ id }) => id)).not.toContain(opening.id);
    }
  });

  it("end on the office's day, not the server's: 11:30 p.m. in Georgia is still the last day", () => {
    // The office's day itself, on a day of the test's own: it holds with no job listed too.
    expect(officeDay(new Date('2026-11-30T23:30:00-05:00'))).toBe('2026-11-30');
    for (const { id, lastDay } of allOpenings()) {
      // 11:30 p.m. daylight time, or 10:30 p.m. standard: in UTC, already the next day.
      const lateOnTheLastDay = new Date(`${lastDay}T23:30:00-04:00`);
      expect(lateOnTheLastDay.toISOString().slice(0, 10)).toBe(dayAfter(lastDay));
      expect(officeDay(lateOnTheLastDay)).toBe(lastDay);
      expect(openOn(officeDay(lateOnTheLastDay)).map((o) => o.id)).toContain(id);
      const nextMorning = new Date(`${dayAfter(lastDay)}T01:30:00-04:00`);
      expect(openOn(officeDay(nextMorning)).map((o) => o.id)).not.toContain(id);
    }
  });
});

// A job page exists only while a job is open: with every job closed there is none to test.
describe.skipIf(open.length === 0)("a job's own page", () => {
  const [first] = open;

  it('shows the whole job and applies for it', async () => {
    await renderAt(openingPath(first!.id));
    expect(screen.queryByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    for (const duty of first!.duties) expect(document.body.textContent).toContain(duty);
    const apply = screen.getAllByRole('link', { name: /Apply for this job/ });
    expect(apply[0]).toHaveAttribute('href', `/apply?position=${first!.id}`);
    expect(screen.getByRole('link', { name: openingsCopy.jobPage.allJobs })).toHaveAttribute(
      'href',
      '/careers',
    );
  });

  it("carries one JobPosting with Google's required properties and the pay", async () => {
    const postings = (await structuredDataAt(openingPath(first!.id))).filter(
      (data) => data['@type'] === 'JobPosting',
    );
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      title: first!.title,
      datePosted: first!.firstDay,
      validThrough: first!.lastDay,
      employmentType: first!.employmentType,
      hiringOrganization: { '@type': 'Organization', name: business.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          addressLocality: placeById(first!.place).name,
          addressRegion: 'GA',
          postalCode: first!.zip,
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { minValue: first!.payMin, maxValue: first!.payMax, unitText: 'HOUR' },
      },
    });
    expect(postings[0]?.description).toContain(first!.summary);
  });

  it.each([true, false])(
    "asks for a driver's license only when the job drives clients (driving: %s)",
    async (drives) => {
      // A job of our own: whether staff list a driving job today is theirs to decide.
      render(
        <AppShell>
          <MemoryRouter>
            <JobPage opening={{ ...first!, driving: drives }} />
          </MemoryRouter>
        </AppShell>,
      );
      const text = document.body.textContent ?? '';
      expect(text).toContain(driving.job(drives));
      expect(text.includes("you need a valid driver's license")).toBe(drives);
    },
  );

  it('is not found for a job that is not open', async () => {
    expect(routeFor('/careers/chief-executive').path).toBe('*');
  });
});

describe('a link to the application for one job', () => {
  const [first] = open;
  /** The jobs in the file no longer open: past their last day. */
  const closed = allOpenings().filter((opening) => !open.includes(opening));

  it.skipIf(!first)('opens the application with that job chosen', async () => {
    await renderAt(`/apply?position=${first!.id}`);
    const position = screen.getByRole('combobox', { name: /Position/ });
    await waitFor(() => expect(position).toHaveValue(first!.id));
  });

  it('ignores a position that is not one of ours, or no longer open, and lets the applicant choose', async () => {
    expect(positionFromQuery('?position=ceo')).toBeUndefined();
    for (const { id } of closed) expect(positionFromQuery(`?position=${id}`), id).toBeUndefined();
    for (const { id } of open) expect(positionFromQuery(`?position=${id}`)).toBe(id);
    await renderAt('/apply?position=ceo');
    expect(screen.getByRole('combobox', { name: /Position/ })).toHaveValue('');
  });
});

describe('what the law asks an employer to say', () => {
  it('tells applicants before they send that a background check needs its own disclosure', async () => {
    await renderAt('/apply');
    const form = screen.getByRole('form');
    expect(form.textContent).toContain(hiringNotices.backgroundCheck);
    expect(form.textContent).not.toMatch(/you agree that we may run a background check/i);
    expect(
      screen.queryByRole('heading', { name: hiringNotices.equalOpportunity.heading }),
    ).toBeInTheDocument();
  });

  it('states equal opportunity and the fingerprint check on the careers page', async () => {
    await renderAt('/careers');
    expect(document.body.textContent).toContain(hiringNotices.equalOpportunity.text);
    expect(document.body.textContent).toMatch(/fingerprint/);
  });
});
