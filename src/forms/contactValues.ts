/** The care request's fields as a person types them; kept apart from the schema (and yup). */
// A type, not an interface: it must fit Record<string, string>.
export type ContactValues = {
  name: string;
  phone: string;
  email: string;
  serviceType: string;
  message: string;
};

export const emptyContact: ContactValues = {
  name: '',
  phone: '',
  email: '',
  serviceType: '',
  message: '',
};
