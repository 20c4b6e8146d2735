import { business } from './business';
import { businessCopy } from './businessCopy';

/**
 * What both /careers and /apply say about a job with us: the notices the law asks of an
 * employer. One module, so the two pages share one small chunk.
 */

export const hiringNotices = {
  equalOpportunity: {
    heading: 'Equal opportunity employer',
    text: `${business.name} is an equal opportunity employer. We hire for kindness, skill and reliability, and we do not discriminate on the basis of race, color, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age, disability, genetic information, veteran status or any other status protected by law.`,
  },
  /**
   * The Fair Credit Reporting Act wants the disclosure of a background check in a document of its
   * own, with a separate authorization: never inside the application.
   */
  backgroundCheck:
    'Applying does not authorize a background check. Before we run one, we give you a separate written disclosure and ask for your written permission, as the federal Fair Credit Reporting Act requires. Georgia also requires a fingerprint records check for caregivers who work with clients; we explain how to get it when we reach that step.',
};

/**
 * A driver's license is asked for only where the job drives clients: a requirement must fit the
 * job (EEOC guidance on job-related qualifications).
 */
export const driving = {
  requirement: `A valid driver's license, only for jobs that involve driving clients. ${businessCopy.mileage}`,
  /** What one job asks, by its `driving` fact. */
  job: (drives: boolean) =>
    drives
      ? `You drive clients in your own car, so you need a valid driver's license. ${businessCopy.mileage}`
      : "No driving clients: this job does not need a driver's license.",
};
