import { theme } from './theme';

/**
 * The CSS as every page carries it, inline: its comments are for the reader of this file, not
 * for a phone to download on each page, and neither is the indentation.
 */
function shipped(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The site-wide element styles, as plain CSS in a `<style>` of the prerendered page. Kept out of
 * styled-components, whose global style recompiled this text on every page load: a few
 * milliseconds on a laptop, four times that on a phone, for CSS that never changes.
 */
export const globalCss = shipped(`
*, *::before, *::after { box-sizing: border-box; }

:root {
  /* The sticky header's height, so anchors land below it; measured once scripts run. */
  --header-offset: 7.5rem;
}
/* The root cannot ask itself (below): the window's width, in the browser's own em. */
@media (min-width: ${theme.breakpoints.lg / 16}em) {
  :root { --header-offset: 8.5rem; }
}

html {
  -webkit-text-size-adjust: 100%;
  scroll-padding-top: var(--header-offset);
  /*
   * The page's width is what every breakpoint asks (theme.media), in rem: so a root font
   * size made larger by the visitor turns a wide window into a narrow one, as the browser's
   * text setting does.
   */
  container-type: inline-size;
}

@media (prefers-reduced-motion: no-preference) {
  html { scroll-behavior: smooth; }
}

body {
  margin: 0;
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize.body};
  line-height: ${theme.lineHeight.body};
  color: ${theme.color.text};
  background: ${theme.color.background};
  /* A long email address breaks rather than pushing a 320 px screen sideways. */
  overflow-wrap: break-word;
}

h1, h2, h3, h4 {
  font-family: ${theme.font.heading};
  line-height: ${theme.lineHeight.heading};
  color: ${theme.color.primaryDark};
  margin: 0 0 ${theme.space(4)};
}
h1 { font-size: ${theme.fontSize.h1}; }
h2 { font-size: ${theme.fontSize.h2}; }
h3 { font-size: ${theme.fontSize.h3}; }

p { margin: 0 0 ${theme.space(4)}; }

a { color: ${theme.color.primary}; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }

:focus-visible {
  outline: 3px solid ${theme.color.focus};
  outline-offset: 2px;
}

img, svg { max-width: 100%; }

${theme.media.narrow} {
  /*
   * Large text on a phone: the text is the visitor's own size, not the site's larger one, and
   * headings stay a step above it; a word still too long for the screen breaks, with a hyphen
   * where the browser knows the language's, rather than push its box past the edge.
   */
  body { font-size: 1rem; overflow-wrap: anywhere; hyphens: auto; }
  h1 { font-size: 1.5rem; }
  h2 { font-size: 1.375rem; }
  h3 { font-size: 1.125rem; }
}
`);
