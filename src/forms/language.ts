/** The hidden field that says which language's page a form was sent from. */
export const LANGUAGE_FIELD = 'language';
