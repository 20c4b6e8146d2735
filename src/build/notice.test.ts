import { describe, expect, it } from 'vitest';
import { noticeOn, noticeShownOn } from './notice';

const thanksgiving = {
  text: 'Closed Thursday, November 26, for Thanksgiving.',
  firstDay: '2026-11-20',
  lastDay: '2026-11-26',
};

describe('the dated notice the build puts on every page', () => {
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

  it('gives a build no words while the file sets no notice', () => {
    expect(noticeOn('2026-11-26', 'en')).toBe('');
    expect(noticeOn('2026-11-26', 'es')).toBe('');
  });
});
