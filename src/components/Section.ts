import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/**
 * A section's background. Pages alternate them so sections read as separate blocks:
 * `plain` (the warm off-white page), `surface` (white), `tint` (pale primary), `warm` (pale accent).
 */
export type SectionTone = 'plain' | 'surface' | 'tint' | 'warm';

const toneBackground = (theme: DefaultTheme, tone: SectionTone) =>
  ({
    plain: 'transparent',
    surface: theme.color.surface,
    tint: theme.color.primaryTint,
    warm: theme.color.accentTint,
  })[tone];

export const Section = styled.section<{ $tint?: boolean; $tone?: SectionTone }>`
  background: ${({ theme, $tint, $tone }) => toneBackground(theme, $tone ?? ($tint ? 'tint' : 'plain'))};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  ${({ theme }) => theme.media.narrow} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(6)}`};
  }
`;

export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? '48rem' : theme.maxWidth)};
  margin: 0 auto;
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lead};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 40em;
`;

/** Two columns from the md breakpoint on: text beside its picture. */
export const Split = styled.div<{ $reverse?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $reverse }) =>
      $reverse ? 'minmax(0, 0.8fr) minmax(0, 1.2fr)' : 'minmax(0, 1.2fr) minmax(0, 0.8fr)'};
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)};
    }
  }
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space(16)};
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** The picture beside a `Split`'s text: an illustration or a photo slot, never too large. */
export const SplitArt = styled.div`
  justify-self: center;
  width: 100%;
  max-width: 24rem;
  ${({ theme }) => theme.media.lg} {
    max-width: 28rem;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** Running text: paragraphs at a comfortable measure. */
export const Prose = styled.div`
  max-width: 40rem;
  > :last-child {
    margin-bottom: 0;
  }
`;
