import { Languages } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SpanishSpokenBesideLink } from '../components/SpanishSpoken';
import { localeCodes, locales, localizedPath } from '../config/locales';
import { locale } from '../content/locale';
import { ui } from '../content/ui';

/** The link and, on the English pages, "Hablamos español" beside it: together, wrapping. */
const Switch = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
`;

const LanguageLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: 0 ${({ theme }) => theme.space(1)};
  color: inherit;
  font-weight: 600;
  text-underline-offset: 0.2em;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
`;

/**
 * This page in the other language, named in that language. A plain link, not a router link: each
 * language is its own build, so the other one arrives as a new document. Beside the English
 * pages' "Español": "Hablamos español", while the office speaks it.
 */
export function LanguageSwitch() {
  const { pathname } = useLocation();
  const other = localeCodes.find((code) => code !== locale) ?? locale;
  const { lang, name } = locales[other];
  return (
    <Switch>
      <LanguageLink
        href={localizedPath(other, pathname)}
        lang={lang}
        hrefLang={lang}
        aria-label={ui.switchLanguage}
      >
        <Languages size={20} aria-hidden="true" />
        {name}
      </LanguageLink>
      <SpanishSpokenBesideLink />
    </Switch>
  );
}
