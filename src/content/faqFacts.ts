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
    phoneReach: copy.phoneReach,
    licensed: copy.licensedAnswer,
    mileage: copy.mileage,
    serviceArea: serviceAreaText,
    licenseState: business.licenseState,
    familyReply: copy.familyReply,
    applicantReply: copy.applicantReply,
    careStart: copy.careStart,
  };
}
