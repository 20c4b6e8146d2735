/**
 * The résumé an applicant may attach: shared by the form (checks before sending) and by
 * /api/apply (checks the content itself).
 */
export const RESUME_FIELD = 'resume';

/**
 * Netlify buffers at most 6 MB of a synchronous function's request and base64-encodes binary
 * bodies (4 bytes for every 3): about 4.5 MB of file. 4 MiB leaves room for the answers. The form
 * and the function both check this one number; the form says it as a phone counts sizes
 * (`resumeLimit`: "4.1 MB").
 */
export const RESUME_MAX_BYTES = 4 * 1024 * 1024;
