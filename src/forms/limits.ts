/**
 * Upper lengths of every field, shared by the schemas and the inputs' `maxLength`, so a pasted
 * essay or a script cannot make an email the staff cannot read. Kept apart from yup.
 */
export const limits = { name: 100, email: 254, phone: 30, line: 200, zip: 10, long: 5000 } as const;
