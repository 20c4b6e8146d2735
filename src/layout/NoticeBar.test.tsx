import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/renderAt';
import { noticeShownOn } from './NoticeBar';

const thanksgiving = {
  text: 'Closed Thursday, November 26, for Thanksgiving.',
  firstDay: '2026-11-20',
  lastDay: '2026-11-26',
};

// As staff would set it in src/data/notice.json; the tests' build day is 2026-11-24.
vi.mock('../content/notice', () => ({
  notice: {
    text: 'Closed Thursday, November 26, for Thanksgiving.',
    firstDay: '2026-11-20',
    lastDay: '2026-11-26',
  },
}));

describe('the notice on every page', () => {
  it('shows from its first day to its last, both included', () => {
    expect(noticeShownOn('2026-11-19', thanksgiving)).toBe(false);
    expect(noticeShownOn('2026-11-20', thanksgiving)).toBe(true);
    expect(noticeShownOn('2026-11-26', thanksgiving)).toBe(true);
    expect(noticeShownOn('2026-11-27', thanksgiving)).toBe(false);
  });

  it('shows nothing without words or without its days', () => {
    expect(noticeShownOn('2026-11-22', { ...thanksgiving, text: '' })).toBe(false);
    expect(noticeShownOn('2026-11-22', { ...thanksgiving, lastDay: '' })).toBe(false);
  });

  it('is named for screen readers and sits above every page', async () => {
    for (const path of ['/', '/careers']) {
      const { unmount } = await renderAt(path);
      expect(screen.getByRole('complementary', { name: 'Notice' })).toHaveTextContent(
        thanksgiving.text,
      );
      unmount();
    }
  });
});
