import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOn, openings, positionFromQuery } from '../../config/openings';
import { buildDate } from '../../config/site';
import { hiringNotices, jobTitles } from '../../content/hiring';
import { openingsCopy } from '../../content/openings';
import { renderAt } from '../../test/renderAt';
import { structuredData } from './CareersPage';

const open = openOn(buildDate);

describe('job openings', () => {
  it('are listed on the careers page, each with its pay and a link that applies for it', async () => {
    await renderAt('/careers');
    const list = screen.getByRole('region', { name: openingsCopy.heading });
    const jobs = within(list).getAllByRole('article');
    expect(jobs).toHaveLength(open.length);
    open.forEach((opening, index) => {
      const job = jobs[index]!;
      expect(job.textContent).toContain(jobTitles[opening.id]);
      expect(job.textContent).toContain(openingsCopy.pay(opening.pay.min, opening.pay.max));
      expect(within(job).getByRole('link', { name: /Apply for this job/ })).toHaveAttribute(
        'href',
        `/apply?position=${opening.id}`,
      );
    });
  });

  it('leave the list on the day after their last day', () => {
    const last = openings.value.find(
      (opening) => opening.id === 'companion-caregiver-south-fulton',
    );
    expect(openOn(last!.validThrough).map((opening) => opening.id)).toContain(last!.id);
    expect(openOn('2027-01-16').map((opening) => opening.id)).not.toContain(last!.id);
  });

  it("are each a JobPosting with Google's required properties and the pay", () => {
    const postings = structuredData();
    expect(postings).toHaveLength(open.length);
    const [first] = open;
    expect(postings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: jobTitles[first!.id],
      datePosted: first!.datePosted,
      validThrough: first!.validThrough,
      employmentType: first!.employmentType,
      hiringOrganization: { '@type': 'Organization', name: 'Hearthside Senior Care' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Douglasville', addressRegion: 'GA', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { minValue: first!.pay.min, maxValue: first!.pay.max, unitText: 'HOUR' },
      },
    });
    expect(postings[0]?.description).toContain(openingsCopy.jobs[first!.id].summary);
  });
});

describe('a link to the application for one job', () => {
  it('opens the application with that job chosen', async () => {
    await renderAt('/apply?position=weekend-respite-caregiver');
    const position = screen.getByRole('combobox', { name: /Position/ });
    await waitFor(() => expect(position).toHaveValue('weekend-respite-caregiver'));
  });

  it('ignores a position that is not one of ours, and lets the applicant choose', async () => {
    expect(positionFromQuery('?position=ceo')).toBeUndefined();
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
