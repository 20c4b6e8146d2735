import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { Photo, PhotoSlot } from './Photo';

const { source, alt } = vi.hoisted(() => ({
  source: {
    src: '/assets/photos/porch-800.jpg',
    width: 800,
    height: 600,
    srcSets: {
      webp: '/assets/photos/porch-480.webp 480w, /assets/photos/porch-800.webp 800w',
      jpeg: '/assets/photos/porch-480.jpg 480w, /assets/photos/porch-800.jpg 800w',
    },
  },
  alt: 'A caregiver and a client on the front porch',
}));

// One slot filled as the build would fill it, one with a photo but no words for it yet.
vi.mock('virtual:photos', () => ({
  default: { 'about-story': source, 'about-hero': source },
}));
vi.mock('../../content/photoAlts', () => ({
  photoAlts: { 'about-story': alt, 'about-hero': '' },
}));

function renderThemed(node: ReactNode) {
  return render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
}

describe('Photo', () => {
  it('reserves its space, offers every width in WebP and JPEG, and loads lazily below the fold', () => {
    const { container } = renderThemed(<Photo {...source} alt={alt} />);
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('src', source.src);
    expect(image).toHaveAttribute('srcset', source.srcSets.jpeg);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    const offered = [...container.querySelectorAll('picture > source')].map((each) => [
      each.getAttribute('type'),
      each.getAttribute('srcset'),
    ]);
    expect(offered).toEqual([['image/webp', source.srcSets.webp]]);
  });

  it('loads at once in the hero', () => {
    renderThemed(<Photo {...source} alt={alt} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('PhotoSlot', () => {
  it('shows the photo staff uploaded for it, with their words for it', () => {
    renderThemed(<PhotoSlot name="about-story" fallback={<p>illustration</p>} />);
    expect(screen.getByRole('img', { name: alt })).toHaveAttribute('src', source.src);
    expect(screen.queryByText('illustration')).toBeNull();
  });

  it('shows its illustration while it has no photo, or a photo without words for it', () => {
    renderThemed(<PhotoSlot name="home-hero" fallback={<p>no photo</p>} />);
    renderThemed(<PhotoSlot name="about-hero" fallback={<p>no words</p>} />);
    expect(screen.getByText('no photo')).toBeInTheDocument();
    expect(screen.getByText('no words')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
