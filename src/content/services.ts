import type { ServiceId } from '../config/services';

/** Each service's name: on its card, in the footer and among the home page's highlights. */
export const serviceNames: Readonly<Record<ServiceId, string>> = {
  'companion-care': 'Companion Care',
  'personal-care': 'Personal Care',
  'meal-preparation': 'Meal Preparation',
  'alzheimers-support': "Alzheimer's & Dementia Care",
  'light-housekeeping': 'Light Housekeeping',
  transportation: 'Transportation Services',
  'live-in-care': 'Live-In Care',
  'respite-care': 'Respite Care',
};
