import { sourced } from '../content/sourced';

/**
 * Public programs that can pay for care at home, named on /paying-for-care. Each is a fact about
 * a real program, listed in the launch warning until checked at its source: names, rules and
 * phone numbers change.
 */
export const paymentPrograms = {
  // The VA pension's extra monthly amount for a veteran or surviving spouse who needs help daily.
  vaAidAndAttendance: sourced(
    {
      name: 'VA Aid and Attendance',
      phone: { display: '1-800-827-1000', href: 'tel:+18008271000' },
    },
    'https://www.va.gov/pension/aid-attendance-housebound/',
  ),
  // Medicare pays for skilled home health care, not for personal or companion care alone.
  medicare: sourced(
    { name: 'Medicare', phone: { display: '1-800-633-4227', href: 'tel:+18006334227' } },
    'https://www.medicare.gov/coverage/home-health-services',
  ),
  // Georgia's Medicaid waiver for older adults, which includes CCSP and SOURCE.
  elderlyAndDisabledWaiver: sourced(
    { name: 'Elderly and Disabled Waiver Program' },
    'https://dch.georgia.gov/programs/hcbs/elderly-and-disabled-waiver-program',
  ),
  communityCareServices: sourced(
    { name: 'Community Care Services Program (CCSP)' },
    'https://aging.georgia.gov/community-care-services-program',
  ),
  source: sourced(
    { name: 'SOURCE (Service Options Using Resources in a Community Environment)' },
    'https://dch.georgia.gov/programs/hcbs/source',
  ),
} as const;

export type PaymentProgramId = keyof typeof paymentPrograms;

/**
 * The ways to pay that /paying-for-care explains, in its order: each id is its section's anchor
 * (`/paying-for-care#<id>`, which the FAQ links to), with the public programs listed after it.
 * Their words are in content/payingForCare.ts and its twin, by id.
 */
export const paymentWays = {
  'private-pay': [],
  'long-term-care-insurance': [],
  veterans: ['vaAidAndAttendance'],
  medicare: ['medicare'],
  medicaid: ['elderlyAndDisabledWaiver', 'communityCareServices', 'source'],
} as const satisfies Record<string, readonly PaymentProgramId[]>;

export type PaymentWayId = keyof typeof paymentWays;

/**
 * Schedules families often start with, for the cost table that works without JavaScript: each
 * language names them in `content/payingForCare.ts`.
 */
export const typicalSchedules = [
  { id: 'two-visits', hoursPerWeek: 8 },
  { id: 'weekday-mornings', hoursPerWeek: 20 },
  { id: 'weekday-days', hoursPerWeek: 40 },
  { id: 'days-and-weekends', hoursPerWeek: 60 },
] as const;

export type ScheduleId = (typeof typicalSchedules)[number]['id'];
