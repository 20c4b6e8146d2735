import styled from 'styled-components';
import { ui } from '../content/ui';
import { locale } from '../content/locale';
import { locales } from '../config/locales';

const Bar = styled.aside`
  background: ${({ theme }) => theme.color.accentTint};
  border-bottom: 1px solid ${({ theme }) => theme.color.accentSoft};
  p {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    font-weight: 600;
  }
`;

/**
 * A notice's words above the page, named for screen readers; `lang` when they are not in the
 * page's language, so a screen reader reads English words as English on a Spanish page.
 */
export function NoticeText({ text, lang }: { text: string; lang?: string }) {
  return (
    <Bar aria-label={ui.notice}>
      <p lang={lang}>{text}</p>
    </Bar>
  );
}

/**
 * The dated notice staff set at /admin/ (holiday hours, a closure), on every page from its first
 * day to its last: the build puts its words in (`__NOTICE__`, src/build/notice.ts) only on those
 * days, and the site is built every morning (docs/editing.md). On the other days no page carries
 * any of it, its styles included.
 */
export const NoticeBar = __NOTICE__
  ? () => (
      <NoticeText
        text={__NOTICE__.text}
        lang={__NOTICE__.lang === locale ? undefined : locales[__NOTICE__.lang].lang}
      />
    )
  : () => null;
