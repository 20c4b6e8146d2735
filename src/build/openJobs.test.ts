import { describe, expect, it } from 'vitest';
import openings from '../data/openings.json';
import { allOpenings, openOn } from '../content/openingsOpen';
import { openJobs } from './openJobs';

/** The day after a YYYY-MM-DD day. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/*
 * Read from src/data/openings.json, which staff edit at /admin/: a job added, closed or renamed
 * there changes the days and titles below, never the rule.
 */
const lastDays = [...new Set(allOpenings().map((opening) => opening.lastDay))];
const aroundLastDays = [
  ...lastDays,
  ...lastDays.map(dayAfter),
  ...allOpenings().map((o) => o.firstDay),
];

describe('the open jobs the build gives every page', () => {
  it('are the ones the site shows, on every day around a last day', () => {
    const ids = (day: string) => openJobs(day, 'en').map((job) => job.id);
    for (const day of aroundLastDays)
      expect(ids(day), day).toEqual(openOn(day).map((opening) => opening.id));
    for (const opening of allOpenings()) {
      expect(ids(opening.lastDay)).toContain(opening.id);
      expect(ids(dayAfter(opening.lastDay))).not.toContain(opening.id);
    }
  });

  it.each(['en', 'es'] as const)('carry each language its own titles (%s)', (locale) => {
    for (const day of aroundLastDays) {
      expect(openJobs(day, locale), day).toEqual(
        openings[locale].openings
          .filter((opening) => opening.lastDay >= day)
          .map(({ id, title, place }) => ({ id, title, place })),
      );
    }
  });
});
