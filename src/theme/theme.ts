/**
 * One typed theme. Colour pairs used for text were checked for WCAG AA contrast:
 * text on background 14.2:1, textMuted on background 7.0:1, primary on surface 7.6:1,
 * onPrimary on primary 7.6:1, accentText on surface 5.3:1; on the section tints: textMuted on
 * primaryTint 6.8:1, primary on primaryTint 6.7:1, accentText on primaryTint 5.1:1, textMuted on
 * accentTint 7.1:1, accentText on accentTint 5.3:1; onPrimary on primaryDark 11.6:1, accentSoft
 * on primaryDark 8.6:1. `accent` itself (2.9:1 on white) is for shapes and stars only, never text.
 */
const breakpoints = { md: 768, lg: 1024 } as const;

export const theme = {
  color: {
    primary: '#1d5c57',
    primaryDark: '#143f3c',
    primaryTint: '#e7f1ef',
    accent: '#d9822b',
    accentText: '#a8471f',
    /** A warm tint for alternate sections and quote cards. */
    accentTint: '#fdf1e4',
    /** Warm sand, for text on primaryDark and for illustrations. */
    accentSoft: '#f3d9bd',
    /** A soft sage, for illustration shapes only. */
    sage: '#a9cbc4',
    background: '#fbf8f3',
    surface: '#ffffff',
    text: '#1e2a2c',
    textMuted: '#475456',
    onPrimary: '#ffffff',
    border: '#c9d6d3',
    focus: '#a8471f',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
  },
  fontSize: {
    small: '1rem',
    body: '1.125rem',
    lead: '1.25rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    h1: 'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)',
  },
  lineHeight: { body: 1.6, heading: 1.25 },
  /** Spacing scale in rem: space(4) is 1rem. */
  space: (step: number) => `${step * 0.25}rem`,
  radius: { small: '6px', medium: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(30, 42, 44, 0.06), 0 4px 16px rgba(30, 42, 44, 0.06)',
    header: '0 2px 8px rgba(30, 42, 44, 0.08)',
  },
  maxWidth: '75rem',
  minTarget: '44px',
  breakpoints,
  /**
   * Breakpoints in rem, asked of the page's width (the root element is a size container, see
   * `globalCss`), not of the window in a media query: a media query's em is the browser's own
   * text size and never the root's, so text made larger by the page's root font size (a reader
   * extension, a user style sheet, `html { font-size: 200% }`) left a 768 px window the tablet's
   * layout with twice the text, 905 px wide. In rem both kinds of larger text count: with the
   * text at 200 % a 768 px window gets the phone's one-column layout, as a 384 px one would.
   * Only what the root itself shows (`html`) still needs a media query.
   */
  media: {
    md: `@container (min-width: ${breakpoints.md / 16}rem)`,
    lg: `@container (min-width: ${breakpoints.lg / 16}rem)`,
    belowMd: `@container (max-width: ${(breakpoints.md - 0.02) / 16}rem)`,
    belowLg: `@container (max-width: ${(breakpoints.lg - 0.02) / 16}rem)`,
    /**
     * Under 20rem: a phone with large text (375 px at 200 % is 11.7rem), never a phone at the
     * browser's own size (320 px is 20rem). Paddings give way to the words.
     */
    narrow: '@container (max-width: 19.99875rem)',
  },
} as const;

export type Theme = typeof theme;
