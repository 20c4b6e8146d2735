import { describe, expect, it } from 'vitest';
import { openOn } from '../content/openingsOpen';
import { openJobs } from './openJobs';

describe('the open jobs the build gives every page', () => {
  it('are the ones the site shows, on every day around a last day', () => {
    const ids = (day: string) => openJobs(day, 'en').map((job) => job.id);
    for (const day of ['2026-11-24', '2027-01-15', '2027-01-16', '2027-03-01'])
      expect(ids(day)).toEqual(openOn(day).map((opening) => opening.id));
    expect(ids('2027-01-15')).toContain('companion-caregiver-south-fulton');
    expect(ids('2027-01-16')).not.toContain('companion-caregiver-south-fulton');
  });

  it('carry each language its own titles', () => {
    expect(openJobs('2026-11-24', 'es')[0]).toEqual({
      id: 'personal-care-aide-douglasville',
      title: 'Asistente de cuidado personal',
      place: 'douglasville',
    });
  });
});
