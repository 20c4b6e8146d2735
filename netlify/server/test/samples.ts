/**
 * A care request and an application that pass every rule, in scripts that test outside
 * Unicode's plainest corner. Plain data, so the benchmark can use them without vitest.
 */
export const family = {
  name: 'José Núñez',
  phone: '(770) 555-0199',
  email: 'jose@example.com',
  serviceType: 'personal',
  message: 'My mother needs help\r\nin the mornings. <b>Soon</b> please.',
};

export const caregiver = {
  firstName: '李',
  lastName: '小龍',
  email: 'lee@example.com',
  phone: '770-555-0123',
  address: '12 Main St',
  city: 'Douglasville',
  state: 'GA',
  zipCode: '30134',
  availability: 'part-time',
  experience: 'Two years caring for my grandmother.',
  transportation: 'own-vehicle',
  motivation: 'I like helping people stay at home.',
};
