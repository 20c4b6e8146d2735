import type * as callWindows from '#src/config/callWindows';
import type { OfficeFacts } from '#src/config/callWindows';

/**
 * An office of our own, in place of today's business facts and notice, so an honest edit at
 * /admin/ (an hour, a reply time) never turns a test red: open 8 to 6 on weekdays and 9 to 4 on
 * Saturdays, a family called within the hour, an applicant within two business days, closed for
 * Christmas Eve and Christmas Day, three windows. A test that runs the real handlers puts it
 * in place of the office's facts with `withOffice` below.
 */
export const testOffice: OfficeFacts = {
  callBackHours: [
    {
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
  ],
  closures: [{ firstDay: '2026-12-24', lastDay: '2026-12-25' }],
  familyOfficeMinutes: 60,
  applicantBusinessDays: 2,
  bestTimes: {
    morning: { from: '08:00', to: '12:00' },
    afternoon: { from: '12:00', to: '17:00' },
    evening: { from: '17:00', to: '19:00' },
  },
};

/**
 * The call-window module with `office` in place of the facts staff keep: the promise, and the
 * windows the care request offers and the server accepts. For `vi.mock`:
 *
 *   vi.mock('#src/config/callWindows', async (original) =>
 *     (await import('../test/office')).withOffice(await original()),
 *   );
 */
export function withOffice(
  original: unknown,
  office: OfficeFacts = testOffice,
): typeof callWindows {
  const module = original as typeof callWindows;
  return {
    ...module,
    officeFacts: office,
    officeCallsIn: (window, facts = office) => module.officeCallsIn(window, facts),
    offeredBestTimes: (facts = office) => module.offeredBestTimes(facts),
  };
}
