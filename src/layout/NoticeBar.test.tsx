import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../app/AppShell';
import { NoticeText } from './NoticeBar';

describe('the notice on every page', () => {
  it('is a named region above the page, for screen readers', () => {
    const text = 'Closed Thursday, November 26, for Thanksgiving.';
    render(
      <AppShell>
        <NoticeText text={text} />
      </AppShell>,
    );
    expect(screen.getByRole('complementary', { name: 'Notice' })).toHaveTextContent(text);
  });

  it('marks words in another language as such, for a screen reader to read them in it', () => {
    const text = 'Closed Thursday, November 26, for Thanksgiving.';
    render(
      <AppShell>
        <NoticeText text={text} lang="en" />
      </AppShell>,
    );
    expect(screen.getByText(text)).toHaveAttribute('lang', 'en');
  });
});
