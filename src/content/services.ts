/**
 * The eight services. Ids are the anchors used by `/services#<id>` links; descriptions are
 * written with the full services page.
 */
export const services = [
  {
    id: 'companion-care',
    title: 'Companion Care',
    features: [
      'Social interaction and conversation',
      'Light activities and hobbies',
      'Emotional support',
      'Reading and entertainment',
    ],
  },
  {
    id: 'personal-care',
    title: 'Personal Care',
    features: [
      'Bathing and grooming assistance',
      'Dressing support',
      'Mobility assistance',
      'Medication reminders',
    ],
  },
  {
    id: 'meal-preparation',
    title: 'Meal Preparation',
    features: [
      'Custom meal planning',
      'Grocery shopping',
      'Meal preparation and cooking',
      'Special diet accommodation',
    ],
  },
  {
    id: 'alzheimers-support',
    title: "Alzheimer's & Dementia Care",
    features: [
      'Memory care activities',
      'Behavioral management',
      'Safety monitoring',
      'Family support and education',
    ],
  },
  {
    id: 'light-housekeeping',
    title: 'Light Housekeeping',
    features: ['Cleaning and organizing', 'Laundry and ironing', 'Bed making', 'Trash removal'],
  },
  {
    id: 'transportation',
    title: 'Transportation Services',
    features: [
      'Medical appointments',
      'Shopping trips',
      'Social outings',
      'Errands and appointments',
    ],
  },
  {
    id: 'live-in-care',
    title: '24/7 Live-In Care',
    features: [
      'Continuous care and monitoring',
      'Overnight assistance',
      'Emergency response',
      'Family peace of mind',
    ],
  },
  {
    id: 'respite-care',
    title: 'Respite Care',
    features: [
      'Flexible scheduling',
      'Short-term or recurring',
      'Family caregiver support',
      'Maintained care continuity',
    ],
  },
] as const;

export type ServiceId = (typeof services)[number]['id'];
