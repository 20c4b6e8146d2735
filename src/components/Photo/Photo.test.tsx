import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { Photo, PhotoSlot } from './Photo';

const source = {
  src: '/images/porch-800.jpg',
  srcSet: '/images/porch-480.jpg 480w, /images/porch-800.jpg 800w',
  width: 800,
  height: 600,
  alt: 'A caregiver and a client on the front porch',
};

function renderThemed(node: ReactNode) {
  return render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
}

describe('Photo', () => {
  it('reserves its space, offers every width and loads lazily below the fold', () => {
    renderThemed(<Photo {...source} />);
    const image = screen.getByRole('img', { name: source.alt });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('srcset', source.srcSet);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once in the hero', () => {
    renderThemed(<Photo {...source} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});

describe('PhotoSlot', () => {
  it('shows its illustration until the agency adds a photo for it', () => {
    renderThemed(<PhotoSlot name="about-story" fallback={<p>illustration</p>} />);
    expect(screen.getByText('illustration')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
