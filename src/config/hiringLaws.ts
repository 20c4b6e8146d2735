import { sourced } from './sourced';

/**
 * What the careers and application pages say the law requires of a caregiver's hiring
 * (`hiringNotices` in content/hiring.ts). Not shown from here: listed in the launch warning,
 * with where to check each, until someone has (and the wording still matches).
 */
export const hiringLaws = {
  georgiaFingerprintCheck: sourced(
    'Georgia requires a fingerprint-based records check of every employee of a private home care provider who has direct access to clients',
    'https://dch.georgia.gov/divisions/healthcare-facility-regulation/criminal-background-checks',
  ),
  fcraSeparateDisclosure: sourced(
    'An employer must disclose a background check in a document that holds only the disclosure, and get written authorization, before ordering it',
    'https://www.ftc.gov/business-guidance/resources/using-consumer-reports-what-employers-need-know',
  ),
} as const;
