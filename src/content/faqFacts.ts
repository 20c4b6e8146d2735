import type { FaqLanguage } from '../config/faq';
import { business, location } from './business';
import type { BusinessCopy } from './businessCopy';

/** What each `{fact}` in the FAQ's answers says, as one language words the business facts. */
export function faqFacts(copy: BusinessCopy, serviceAreaText: string): FaqLanguage['facts'] {
  return {
    phone: business.phone.display,
    business: business.name,
    office: location,
    officeHours: copy.officeHoursInText,
    support: business.figures.support,
    serviceArea: serviceAreaText,
    licenseState: business.licenseState,
    familyReply: copy.familyReply,
    applicantReply: copy.applicantReply,
  };
}
