/** What the axe scans check, in the browser tests and in the audit: WCAG A and AA up to 2.2. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
