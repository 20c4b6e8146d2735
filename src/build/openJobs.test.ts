import { describe, expect, it } from 'vitest';
import { openOn } from '../config/openings';
import { openJobIds } from './openJobs';

describe('the open jobs the build gives every page', () => {
  it('are the ones the site shows, on every day around a last day', () => {
    for (const day of ['2026-11-24', '2027-01-15', '2027-01-16', '2027-03-01'])
      expect(openJobIds(day)).toEqual(openOn(day).map((opening) => opening.id));
    expect(openJobIds('2027-01-15')).toContain('companion-caregiver-south-fulton');
    expect(openJobIds('2027-01-16')).not.toContain('companion-caregiver-south-fulton');
  });
});
