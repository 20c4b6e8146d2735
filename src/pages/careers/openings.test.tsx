import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const open = openOn(buildDate);

/** The JSON-LD objects of a route's head, as the prerender writes them. */
async function structuredDataAt(path: string) {
  const tags = await routeHead(routeFor(path).handle);
  return tags.flatMap((tag) => (tag.tag === 'jsonld' ? [tag.data as Record<string, unknown>] : []));
}

describe('job openings', () => {
  it('are listed on the careers page, each with its pay, its page and a link that applies for it', async () => {
    expect(open.length).toBeGreaterThan(0);
    await renderAt('/careers');
    const list = screen.getByRole('region', { name: openingsCopy.heading });
    const jobs = within(list).getAllByRole('article');
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
    const last = allOpenings().find((opening) => opening.id === 'companion-caregiver-south-fulton');
    expect(openOn(last!.lastDay).map((opening) => opening.id)).toContain(last!.id);
    expect(openOn('2027-01-16').map((opening) => opening.id)).not.toContain(last!.id);
  });

  it("end on the office's day, not the server's: 11:30 p.m. in Georgia is still the last day", () => {
    // 04:30 UTC on January 16 is 11:30 p.m. on January 15 in Georgia (UTC-5 in winter).
    const lateOnTheLastDay = officeDay(new Date('2027-01-16T04:30:00Z'));
    expect(lateOnTheLastDay).toBe('2027-01-15');
    expect(openOn(lateOnTheLastDay).map((o) => o.id)).toContain('companion-caregiver-south-fulton');
    const nextMorning = officeDay(new Date('2027-01-16T05:30:00Z'));
    expect(openOn(nextMorning).map((o) => o.id)).not.toContain('companion-caregiver-south-fulton');
  });
});

describe("a job's own page", () => {
  const [first] = open;

  it('shows the whole job and applies for it', async () => {
    await renderAt(openingPath(first!.id));
    expect(screen.getByRole('heading', { level: 1, name: first!.title })).toBeDefined();
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
      hiringOrganization: { '@type': 'Organization', name: 'Hearthside Senior Care' },
      jobLocation: {
        '@type': 'Place',
        address: {
          addressLocality: 'Douglasville',
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
      const job = open.find((opening) => opening.driving === drives);
      expect(job).toBeDefined();
      await renderAt(openingPath(job!.id));
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
  it('opens the application with that job chosen', async () => {
    await renderAt('/apply?position=weekend-respite-caregiver');
    const position = screen.getByRole('combobox', { name: /Position/ });
    await waitFor(() => expect(position).toHaveValue('weekend-respite-caregiver'));
  });

  it('ignores a position that is not one of ours, or no longer open, and lets the applicant choose', async () => {
    expect(positionFromQuery('?position=ceo')).toBeUndefined();
    expect(positionFromQuery('?position=overnight-caregiver-winston')).toBeUndefined();
    expect(positionFromQuery('?position=weekend-respite-caregiver')).toBe(
      'weekend-respite-caregiver',
    );
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
      screen.getByRole('heading', { name: hiringNotices.equalOpportunity.heading }),
    ).toBeDefined();
  });

  it('states equal opportunity and the fingerprint check on the careers page', async () => {
    await renderAt('/careers');
    expect(document.body.textContent).toContain(hiringNotices.equalOpportunity.text);
    expect(document.body.textContent).toMatch(/fingerprint/);
  });
});
