import { defaultState } from '../content/formOptions';

/** The caregiver application's fields as a person types them; kept apart from yup. */
// A type, not an interface: it must fit Record<string, string>.
export type ApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  availability: string;
  transportation: string;
  experience: string;
  certifications: string;
  references: string;
  motivation: string;
};

export const emptyApplication: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: defaultState,
  zipCode: '',
  availability: '',
  transportation: '',
  experience: '',
  certifications: '',
  references: '',
  motivation: '',
};

/** Where the application's draft is kept between reloads of the tab. */
export const APPLICATION_DRAFT_KEY = 'hearthside:application-draft';
