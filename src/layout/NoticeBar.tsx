import styled from 'styled-components';
import { buildDate } from '../config/site';
import { notice } from '../content/notice';
import { ui } from '../content/ui';

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

/** Whether a notice is on the day the pages were built: from its first day to its last. */
export function noticeShownOn(day: string, { text, firstDay, lastDay } = notice): boolean {
  return Boolean(text && firstDay && lastDay && firstDay <= day && day <= lastDay);
}

/**
 * The dated notice staff set at /admin/ (holiday hours, a closure), on every page from its first
 * day to its last. Pages are built daily (docs/editing.md), so it comes and goes on time.
 */
export function NoticeBar() {
  if (!noticeShownOn(buildDate)) return null;
  return (
    <Bar aria-label={ui.notice}>
      <p>{notice.text}</p>
    </Bar>
  );
}
