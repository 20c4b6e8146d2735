import { theme } from './theme';

/**
 * The site-wide element styles, as plain CSS in a `<style>` of the prerendered page. Kept out of
 * styled-components, whose global style recompiled this text on every page load: a few
 * milliseconds on a laptop, four times that on a phone, for CSS that never changes.
 */
export const globalCss = `
*, *::before, *::after { box-sizing: border-box; }

:root {
  /* The sticky header's height, so anchors land below it; measured once scripts run. */
  --header-offset: 7.5rem;
}
${theme.media.lg} {
  :root { --header-offset: 8.5rem; }
}

html {
  -webkit-text-size-adjust: 100%;
  scroll-padding-top: var(--header-offset);
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
`;
