/**
 * A sample caregiver job of a test's own, valid by the openings schema: the office adds, closes
 * and removes the real ones at /admin/, so a test that needs jobs brings its own.
 */
export const testOpening = (id: string, changes: { [field: string]: unknown } = {}) => ({
  id,
  employmentType: 'PART_TIME',
  payMin: 14,
  payMax: 17,
  place: 'douglasville',
  zip: '30134',
  firstDay: '2026-10-01',
  lastDay: '2027-01-31',
  driving: false,
  sample: true,
  title: 'Caregiver',
  shifts: 'Weekdays',
  summary: 'Care at home.',
  duties: ['Help at home'],
  ...changes,
});
