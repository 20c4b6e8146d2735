import type { FormDefinition } from '../definition';

/**
 * Where and how a form posts without JavaScript, and its name: the plain form and its Formik
 * version draw the same element, so a visitor whose script fails mid-way still posts.
 */
export function postedTo(definition: FormDefinition, name: string) {
  return {
    action: definition.endpoint,
    method: 'post',
    encType: definition.takesResume ? 'multipart/form-data' : undefined,
    'aria-label': name,
  } as const;
}
